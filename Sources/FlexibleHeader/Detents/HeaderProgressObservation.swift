import Canopy

/// Keeps a progress observer registered; `cancel()` or releasing it unregisters.
public final class HeaderProgressObservation: CancellableToken {}
