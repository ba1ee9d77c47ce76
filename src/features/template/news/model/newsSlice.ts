import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { NewsDraft, SavedNews } from './newsTypes';

interface NewsState {
  items: SavedNews[];
}

const initialState: NewsState = { items: [] };

/**
 * News saved from the create-news form. The template's form only alerts
 * locally, so saved items live in memory for this tab, newest first.
 */
export const newsSlice = createSlice({
  name: 'news',
  initialState,
  reducers: {
    newsSaved: {
      reducer(state, action: PayloadAction<SavedNews>) {
        state.items.unshift(action.payload);
      },
      prepare(draft: NewsDraft) {
        return { payload: { ...draft, id: nanoid(), savedAt: new Date().toISOString() } };
      },
    },
    newsRemoved(state, action: PayloadAction<string>) {
      state.items = state.items.filter((item) => item.id !== action.payload);
    },
  },
  selectors: {
    selectSavedNews: (state) => state.items,
  },
});

export const { newsSaved, newsRemoved } = newsSlice.actions;
export const { selectSavedNews } = newsSlice.selectors;
