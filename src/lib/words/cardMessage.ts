import { lineLength } from './textCount';

/** The most characters a card holds (the card's words, apart from the instructions). */
export const CARD_MESSAGE_MAX = 200;

export const cardMessageTooLong = (text: string | undefined | null): boolean => lineLength(text) > CARD_MESSAGE_MAX;
