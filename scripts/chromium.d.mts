export declare const chromiumFlags: string[];
export declare function findChromium(): string | undefined;
