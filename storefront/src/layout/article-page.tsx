import type { Article } from '../content/article';
import * as messages from '../messages';
import { useDocumentMeta } from './use-document-meta';

/** A static text page: the article's title as the heading and page title, then its sections. */
export function ArticlePage({ article, children }: { article: Article; children?: React.ReactNode }) {
  useDocumentMeta(`${article.title} - ${messages.site.name}`, article.description);
  return (
    <article className="sd:mx-auto sd:flex sd:max-w-3xl sd:flex-col sd:gap-6 sd:py-6">
      <header className="sd:flex sd:flex-col sd:gap-2">
        <h1 className="sd:text-3xl sd:font-bold">{article.title}</h1>
        <p className="sd:text-muted">{article.description}</p>
      </header>
      {article.sections.map((section) => (
        <section key={section.heading} className="sd:flex sd:flex-col sd:gap-2">
          <h2 className="sd:text-xl sd:font-semibold">{section.heading}</h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="sd:leading-relaxed">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
      {children}
    </article>
  );
}
