export type Violation = { file: string; line: number; specifier: string; rule: string };

export declare const RULES: {
  sharedImportsApp: string;
  sharedImportsNode: string;
  sharedImportsDom: string;
  clientImportsServer: string;
  clientFeatureImportsFeature: string;
  serverFeatureImportsQueries: string;
};

export declare function findSpecifiers(fileName: string, text: string): { specifier: string; line: number }[];

export declare function checkBoundaries(root: string): { files: number; violations: Violation[] };
