import { describe, expect, it } from 'vitest';
import { campaignLinks, parseContent, parseSubject } from './campaign-content';

describe("reading a campaign's content", () => {
  it('splits paragraphs on blank lines and keeps line breaks', () => {
    const { paragraphs } = parseContent('One\r\ntwo\n\n \n\nThree\n');
    expect(paragraphs).toEqual([
      [[{ kind: 'text', text: 'One' }], [{ kind: 'text', text: 'two' }]],
      [[{ kind: 'text', text: 'Three' }]],
    ]);
  });

  it('finds the known placeholders and leaves unknown ones as written', () => {
    expect(parseSubject('Hi {{customer_name}}, {{nope}} {{ date }}{{time}}')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'placeholder', key: 'customer_name' },
      { kind: 'text', text: ', {{nope}} {{ date }}' },
      { kind: 'placeholder', key: 'time' },
    ]);
  });

  it('numbers the http(s) links in order, without the punctuation that ends their sentence', () => {
    const content = [
      'Visit https://a.example/x. Or (see https://b.example/y_(z)) and http://c.example/?q=1&r=2!',
      '',
      'Again: https://a.example/x, ftp://no.example, mailto:no@example.com, javascript:alert(1)',
    ].join('\n');
    expect(campaignLinks(content)).toEqual([
      'https://a.example/x',
      'https://b.example/y_(z)',
      'http://c.example/?q=1&r=2',
      'https://a.example/x',
    ]);
    const [first] = parseContent(content).paragraphs[0]!;
    expect(first).toContainEqual({ kind: 'link', n: 2, url: 'http://c.example/?q=1&r=2' });
    expect(first!.at(-1)).toEqual({ kind: 'text', text: '!' });
  });
});
