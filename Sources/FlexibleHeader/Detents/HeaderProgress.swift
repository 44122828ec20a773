import Foundation

/// Where the header is between its states, valid at any time.
///
/// Read it from `FlexibleHeaderView.progress` or follow it with `observeProgress(_:)`; it is
/// up to date after every scroll event, API call, mutation and clock tick.
public struct HeaderProgress: Equatable, Sendable, Codable {
    /// The header's height in points, including the top safe area.
    public var height: CGFloat
    /// How far the header is shifted up, in points (0 on screen).
    public var shift: CGFloat
    /// 0 at the maximum height (or above it), 1 at the minimum.
    public var collapseFraction: CGFloat
    /// 0 fully on screen, 1 fully shifted off.
    public var shiftFraction: CGFloat
    /// How far the content is pulled down past the expanded header, in points (≥ 0), whether
    /// or not the header stretches with it.
    public var overExtension: CGFloat
    /// What the last layout did to the header.
    public var phase: FlexibleHeaderView.ScrollPhase
    /// The header is moving toward a detent by itself (a snap, a `setDetent` or a shift animation).
    public var isSettling: Bool
    /// The detent the header is settling to, if any.
    public var target: HeaderDetent?

    /// A progress record with every value given.
    public init(
        height: CGFloat, shift: CGFloat, collapseFraction: CGFloat, shiftFraction: CGFloat, overExtension: CGFloat,
        phase: FlexibleHeaderView.ScrollPhase, isSettling: Bool, target: HeaderDetent?
    ) {
        self.height = height
        self.shift = shift
        self.collapseFraction = collapseFraction
        self.shiftFraction = shiftFraction
        self.overExtension = overExtension
        self.phase = phase
        self.isSettling = isSettling
        self.target = target
    }
}

extension FlexibleHeaderView.ScrollPhase: Codable {}
