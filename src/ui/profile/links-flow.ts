import { createLinksMachine } from '../../services/links';
import { createFlow } from '../app/flow';

/** The Links tab's flow: the UTM form, My QR Codes, the QR sheet, Copy URL and Delete. */
export const LinksFlow = createFlow(createLinksMachine);
