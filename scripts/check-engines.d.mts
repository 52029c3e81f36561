export declare function checkEngines(root: string): {
  oldest: string;
  checked: number;
  tooNew: { name: string; version: string; range: string }[];
};
