export declare function isFirestoreRead(url: string): boolean;
export declare function documentsRead(url: string, body: string): number;
