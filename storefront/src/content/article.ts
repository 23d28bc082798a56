/** A page of static text: its title and description (also the page's metadata) and its sections. */
export interface Article {
  title: string;
  description: string;
  sections: readonly { heading: string; paragraphs: readonly string[] }[];
}
