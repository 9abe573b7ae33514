import { mountOnce } from '../shared/mount-once';
import Toaster from './Toaster';

/** Imported by ./load-on-toast on the first toast: one Toaster for the page, in the error boundary. */
mountOnce('toaster', <Toaster />);
