// Who to tell when an answer says the session is gone. Kept apart from the
// axios client so the store provider can subscribe without loading axios.

type AuthFailureListener = () => void;
const authListeners = new Set<AuthFailureListener>();

/**
 * The store cannot be imported by the http layer (one store per request), so
 * the provider subscribes to learn that storage was wiped. Returns the unsubscribe.
 */
export function onAuthFailure(listener: AuthFailureListener): () => void {
  authListeners.add(listener);
  return () => authListeners.delete(listener);
}

export function notifyAuthFailure(): void {
  authListeners.forEach((l) => l());
}
