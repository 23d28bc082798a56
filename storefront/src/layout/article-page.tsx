import type { Article } from '../content/article';
import { useDocumentMeta } from './use-document-meta';

/** A static text page: the article's title as the heading and page title, then its sections. */
export function ArticlePage({ article, children }: { article: Article; children?: React.ReactNode }) {
  useDocumentMeta(`${article.title} - Sauda`, article.description);
  return (
    <article className="mx-auto flex max-w-3xl flex-col gap-6 py-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{article.title}</h1>
        <p className="text-muted">{article.description}</p>
      </header>
      {article.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h2 className="text-xl font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
