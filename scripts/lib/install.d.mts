export declare function installReason(root?: string): string | null;
export declare function ensureDependencies(root?: string): void;
