export declare const DEMO_PROJECT_ID: string;
export declare const DEMO_BUCKET: string;
export declare const PORT_OFFSET_VARIABLE: 'PORTFOLIO_PORT_OFFSET';

export type EmulatorPorts = Readonly<{
  auth: number;
  firestore: number;
  firestoreWebsocket: number;
  storage: number;
  functions: number;
  hosting: number;
  hub: number;
  logging: number;
  eventarc: number;
  tasks: number;
  dev: number;
}>;

export declare const BASE_PORTS: EmulatorPorts;
export declare function parsePortOffset(value: string | undefined): number;
export declare function emulatorPorts(offset: number): EmulatorPorts;
