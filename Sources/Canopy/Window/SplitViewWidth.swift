/// The share of an iPad's screen one app gets in Split View: a third, a half or two thirds.
///
/// iPadOS snaps the divider between two apps to these three positions in landscape; in
/// portrait it offers only a third and two thirds (there is no even split).
public enum SplitViewWidth: String, Sendable, Hashable, CaseIterable {
    /// The narrow side: 320 points, or 375 on the largest screens.
    case oneThird
    /// An even split: half the screen less half the divider.
    case half
    /// The wide side: the screen less the narrow side and the divider.
    case twoThirds
}
