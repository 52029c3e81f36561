import { describe, expect, it } from 'vitest';
import { blogPosts, postReadTime } from './posts';
import { countWords, formatReadTime, readTimeMinutes } from './read-time';

describe('read time', () => {
  it('counts words, not spaces or punctuation', () => {
    expect(countWords('  Send the   invoice — today, not Friday. ')).toBe(6);
    expect(countWords("Don't wait", 'on 30-day terms')).toBe(5);
    expect(countWords('')).toBe(0);
  });

  it('rounds up at 200 words per minute with a one-minute floor', () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(200)).toBe(1);
    expect(readTimeMinutes(201)).toBe(2);
    expect(readTimeMinutes(1000)).toBe(5);
    expect(formatReadTime(3)).toBe('3 min read');
  });

  it('gives every article 400+ words and a read time from its own text', () => {
    expect(blogPosts.length).toBeGreaterThanOrEqual(7);
    for (const post of blogPosts) {
      const words = countWords(...post.body.flatMap((s) => [s.heading ?? '', ...s.paragraphs, ...(s.list ?? [])]));
      expect(words, post.slug).toBeGreaterThanOrEqual(400);
      expect(postReadTime(post)).toBe(readTimeMinutes(words));
    }
  });

  it('has unique slugs and exactly one featured article', () => {
    expect(new Set(blogPosts.map((p) => p.slug)).size).toBe(blogPosts.length);
    expect(blogPosts.filter((p) => p.featured)).toHaveLength(1);
  });
});
