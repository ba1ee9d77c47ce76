import { useTranslation } from 'react-i18next';

/** The red 'Error:' box with every flattened server message, as text (docs/product-rules.md#products). */
export function ServerErrorBox({ messages }: { messages: readonly string[] }) {
  const { t } = useTranslation('catalogue');
  if (messages.length === 0) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <strong className="d-block mb-1">{t('productForm.errorHeading')}</strong>
      <ul className="mb-0 ps-3">
        {messages.map((message, index) => (
          <li key={index}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
