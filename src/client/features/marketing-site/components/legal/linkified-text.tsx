import { Fragment } from 'react';

const EMAIL = /([a-z0-9._-]+@crewdesk\.app)/gi;

/** Our addresses inside a paragraph of legal text become mail links. */
export function LinkifiedText({ text }: { text: string }) {
  return (
    <>
      {text.split(EMAIL).map((part, index) =>
        index % 2 === 1 ? (
          <a
            key={index}
            href={`mailto:${part}`}
            className="font-medium text-brand-700 underline underline-offset-4 dark:text-brand-100"
          >
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
