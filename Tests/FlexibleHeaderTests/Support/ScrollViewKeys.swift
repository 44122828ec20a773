@testable import Canopy
@testable import FlexibleHeader

/// An object that stands for a scroll view's identity in value tests, without a node.
private final class ScrollViewIdentity: LifetimeAnchored {
    var lifetimeAnchorStorage: LifetimeAnchor?
    deinit { lifetimeAnchorStorage?.clear() }
}

/// Runs `body` with `count` distinct scroll-view keys, alive for its duration.
func withScrollViewKeys(_ count: Int, _ body: ([ScrollViewKey]) -> Void) {
    let identities = (0..<count).map { _ in ScrollViewIdentity() }
    withExtendedLifetime(identities) {
        body(identities.map { ScrollViewKey(anchor: $0.lifetimeAnchor) })
    }
}
