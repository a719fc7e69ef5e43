import { describe, expect, it } from 'vitest';
import { readingTime } from './reading-time';

const repeat = (text: string, times: number) => Array.from({ length: times }, () => text).join(' ');

describe('readingTime', () => {
  it('counts English by words, about 230 a minute', () => {
    expect(readingTime("The model's error fell by half.")).toEqual({ words: 6, characters: 0, minutes: 1 });
    expect(readingTime(repeat('word', 2300)).minutes).toBe(10);
  });

  it('counts Chinese by characters, about 500 a minute, not as one long word', () => {
    const text = repeat('数据科学家用模型回答问题。', 200); // 12 characters a sentence
    expect(readingTime(text)).toMatchObject({ words: 0, characters: 2400 });
    expect(readingTime(text).minutes).toBe(5);
  });

  it('counts Japanese kana and kanji by characters', () => {
    expect(readingTime('データを読みます').characters).toBe(8);
    expect(readingTime(repeat('データを読みます', 250)).minutes).toBe(4);
  });

  it('adds up the words and the characters of mixed text', () => {
    const { words, characters } = readingTime('我们用 Python 和 pandas 清洗数据 in 2024.');
    expect(words).toBe(4);
    expect(characters).toBe(8);
    expect(readingTime(`${repeat('word', 1150)} ${repeat('数据', 1250)}`).minutes).toBe(10);
  });

  it('counts Korean by its space-separated words', () => {
    expect(readingTime('데이터 과학자는 모델을 만든다')).toMatchObject({ words: 4, characters: 0 });
  });

  it('gives a short note one minute and an empty one none', () => {
    expect(readingTime('Hi.').minutes).toBe(1);
    expect(readingTime('  \n ').minutes).toBe(0);
  });
});
