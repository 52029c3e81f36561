export type LegalSection = { id: string; heading: string; paragraphs: string[]; list?: string[]; after?: string[] };

export type LegalDocument = {
  title: string;
  /** ISO date of the last change */
  lastUpdated: string;
  summary: string;
  sections: LegalSection[];
};
