import { TrackView } from './TrackView';

/** `/track`: a logged-in partner tracks an application by its tracker id. */
export default function PartnerTrackScreen() {
  return <TrackView audience="partner" />;
}
