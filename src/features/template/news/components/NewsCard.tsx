import { useTranslation } from 'react-i18next';
import { useFormatDate } from '@/components/i18n/useFormatDate';
import { safeImageSrc } from '@/lib/url/urlPolicy';
import { NEWS_AUTHORS, type SavedNews } from '../model/newsTypes';
import './NewsCard.css';

const STATUS_CLASS = { draft: 'text-bg-secondary', published: 'text-bg-success', scheduled: 'text-bg-info' } as const;

interface Props {
  news: SavedNews;
  onRemove: (id: string) => void;
}

/** One saved news item. */
export function NewsCard({ news, onRemove }: Props) {
  const { t } = useTranslation('news');
  const formatDate = useFormatDate();
  const author = NEWS_AUTHORS.find((candidate) => candidate.id === news.authorId);
  const image = safeImageSrc(news.featuredImage);
  return (
    <article className="card border-0 shadow-sm h-100 news-card">
      {image ? (
        <img src={image} alt="" className="card-img-top news-card__image" />
      ) : (
        <div className="news-card__image news-card__image--empty" aria-hidden="true">
          <i className="bi bi-newspaper" />
        </div>
      )}
      <div className="card-body d-flex flex-column gap-2">
        <div className="d-flex flex-wrap gap-1">
          <span className={`badge ${STATUS_CLASS[news.status]}`}>{t(`status.${news.status}`)}</span>
          <span className="badge text-bg-light border">{t(`categories.${news.categoryId}`)}</span>
          {news.isBreaking && <span className="badge text-bg-danger">{t('flags.isBreaking')}</span>}
          {news.isFeatured && <span className="badge text-bg-warning">{t('flags.isFeatured')}</span>}
        </div>
        <h2 className="h5 card-title mb-0">{news.title}</h2>
        {news.subtitle && <p className="text-body-secondary small mb-0">{news.subtitle}</p>}
        <p className="card-text mb-0">{news.excerpt}</p>
        <p className="small text-body-secondary mt-auto mb-0">
          {author?.name} · {formatDate(news.publishDate, 'long')}
        </p>
      </div>
      <div className="card-footer bg-transparent border-0 pt-0 pb-3 px-3">
        <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => onRemove(news.id)}>
          <i className="bi bi-trash" aria-hidden="true" /> {t('actions.remove')}
          <span className="visually-hidden">: {news.title}</span>
        </button>
      </div>
    </article>
  );
}
