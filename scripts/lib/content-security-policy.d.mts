export interface HostingConfig {
  hosting?: { headers?: Array<{ source: string; headers?: Array<{ key: string; value: string }> }> };
}
export declare const PRODUCTION_DIRECTIVES: ReadonlyArray<readonly [string, readonly string[]]>;
export declare function parsePolicy(header: string): Map<string, string[]>;
export declare function formatPolicy(directives: Iterable<readonly [string, readonly string[]]>): string;
export declare function isScriptHash(source: string): boolean;
export declare function productionPolicy(scriptHashes: readonly string[]): string;
export declare function withEmulatorOrigins(
  header: string,
  ports: { auth: number; firestore: number; storage: number; functions: number },
): string;
export declare function hostingPolicy(config: HostingConfig): string | null;
export declare function setHostingPolicy(config: HostingConfig, value: string): void;
