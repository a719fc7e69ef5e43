/**
 * How long a text takes to read. Space-separated scripts are read word by word, about 230 a
 * minute; Chinese and Japanese are written without spaces and read character by character, about
 * 500 a minute (Korean separates its words with spaces and counts as words).
 */
export const WORDS_PER_MINUTE = 230;
export const CJK_CHARACTERS_PER_MINUTE = 500;

// With the long-vowel mark (ー) and the iteration mark (々), which belong to no one script.
const CJK_CHARACTER = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々]/gu;
const WORD = /[\p{L}\p{N}][\p{L}\p{N}\p{M}'’_-]*/gu;

export interface ReadingTime {
  words: number;
  /** Chinese and Japanese characters, counted apart from the words. */
  characters: number;
  /** Whole minutes, at least one for any text, none for an empty one. */
  minutes: number;
}

export function readingTime(text: string): ReadingTime {
  const characters = text.match(CJK_CHARACTER)?.length ?? 0;
  const words = text.replace(CJK_CHARACTER, ' ').match(WORD)?.length ?? 0;
  const exact = words / WORDS_PER_MINUTE + characters / CJK_CHARACTERS_PER_MINUTE;
  return { words, characters, minutes: exact > 0 ? Math.max(1, Math.round(exact)) : 0 };
}
