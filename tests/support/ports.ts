import { emulatorPorts, parsePortOffset, PORT_OFFSET_VARIABLE } from '@portfolio/model/emulators';

/** This checkout's emulator ports: the suite's PORTFOLIO_PORT_OFFSET applied. */
export const ports = emulatorPorts(parsePortOffset(process.env[PORT_OFFSET_VARIABLE]));
