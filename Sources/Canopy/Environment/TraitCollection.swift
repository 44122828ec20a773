import Foundation

/// Display traits a view or controller sees; only the display scale is modelled.
public struct TraitCollection: Equatable, Hashable, Sendable {
    /// Pixels per point of the display (1, 2 or 3).
    public var displayScale: CGFloat

    /// Creates a trait collection.
    public init(displayScale: CGFloat) {
        self.displayScale = displayScale
    }
}
