import Foundation

/// Insets named by reading direction (leading, trailing) rather than side: the
/// NSDirectionalEdgeInsets analogue. Leading is left in a left-to-right layout and right in
/// a right-to-left one (`resolved(for:)`).
public struct DirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// Inset from the top edge, in points.
    public var top: CGFloat
    /// Inset from the leading edge, in points.
    public var leading: CGFloat
    /// Inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// Inset from the trailing edge, in points.
    public var trailing: CGFloat

    /// All insets zero.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// Creates insets from the four values, in points.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All insets zero.
    public static var zero: DirectionalEdgeInsets { DirectionalEdgeInsets() }
}

extension DirectionalEdgeInsets {
    /// The insets by side for `direction`: leading becomes left, or right when right to left.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// `insets` named by reading direction for `direction`.
    public init(_ insets: EdgeInsets, direction: UserInterfaceLayoutDirection) {
        self =
            direction == .leftToRight
            ? DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
            : DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
    }
}

extension ViewNode {
    /// `layoutMargins` by reading direction, resolved by `effectiveUserInterfaceLayoutDirection`.
    ///
    /// Margins set here stay directional: when the effective direction changes (the traits'
    /// direction or `semanticContentAttribute`), `layoutMargins` swaps left and right to
    /// match. Setting `layoutMargins` afterwards makes the margins fixed by side again, and
    /// this reads them by the current direction.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get {
            if let record = traitExtras?.directionalMargins, record.resolved == layoutMargins { return record.directional }
            return DirectionalEdgeInsets(layoutMargins, direction: effectiveUserInterfaceLayoutDirection)
        }
        set {
            let resolved = newValue.resolved(for: effectiveUserInterfaceLayoutDirection)
            storedDirectionalMargins = (newValue, resolved)
            layoutMargins = resolved
        }
    }

    /// Re-resolves margins set by reading direction for the current effective direction;
    /// forgets them once `layoutMargins` was set directly.
    func refreshDirectionalLayoutMargins() {
        guard let record = traitExtras?.directionalMargins else { return }
        guard record.resolved == layoutMargins else {
            storedDirectionalMargins = nil
            return
        }
        let resolved = record.directional.resolved(for: effectiveUserInterfaceLayoutDirection)
        guard resolved != record.resolved else { return }
        storedDirectionalMargins = (record.directional, resolved)
        layoutMargins = resolved
    }

    /// The widest line length UIKit's readable content guide allows at the default text
    /// size, in points: about 70 characters of 17-point body text.
    public static let readableContentWidth: CGFloat = 672

    /// The margins guide narrowed to `readableContentWidth`, centred, for text that should
    /// not run the full width of a wide screen.
    public var readableContentGuide: LayoutGuide {
        let state = layoutStateForWriting
        if let guide = state.readableGuide { return guide }
        let guide = LayoutGuide(owningView: self, kind: .readable)
        guide.identifier = "readableContent"
        state.readableGuide = guide
        return guide
    }
}
