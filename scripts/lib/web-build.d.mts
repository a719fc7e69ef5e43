export declare function buildInputs(root: string): string[];
export declare function newestChange(root: string, paths?: readonly string[]): number;
export declare function webBuildReason(root: string, portOffset?: number): string | null;
export declare function stampWebBuild(root: string, builtAtMs: number, portOffset?: number): void;
