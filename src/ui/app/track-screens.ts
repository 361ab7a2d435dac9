/*
 * Every tracking screen behind one dynamic import (the partner's, the borrower's and Join Us's),
 * so they load as one chunk: they share the tracking form and chart, and each separate lazy
 * entry would list more chunks in the first load. The app composes features; features do not
 * import each other.
 */
export { JoinUsTrackScreen } from '../join-us/JoinUsTrackScreen';
export { PartnerTrackScreen, PublicTrackScreen } from '../track/TrackScreens';
