import Foundation

/// Two images are equal when they draw the same thing the same way: same content, rendering
/// mode, cap insets and resizing mode. An image view redraws only when its image changes by
/// this measure.
extension Image: Hashable {
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs === rhs
            || (lhs.content == rhs.content && lhs.renderingMode == rhs.renderingMode && lhs.capInsets == rhs.capInsets
                && lhs.resizingMode == rhs.resizingMode)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(content)
        hasher.combine(renderingMode)
        hasher.combine(capInsets)
        hasher.combine(resizingMode)
    }
}
