import Foundation

/// Where a tab bar draws each item: a pure function of the bar's width, its items' titles
/// and badges, and the text metrics.
///
/// Items share the width equally (UIKit's fill distribution on iPhone); in each, the image
/// sits at the top and the title below it, both centred, and a badge at the image's top-right.
public struct TabBarLayout: Equatable, Sendable {
    /// One placed item.
    public struct Item: Equatable, Sendable {
        /// The item's slot: an equal share of the width by the 49-point bar.
        public var frame: CGRect
        /// The image's box.
        public var imageFrame: CGRect
        /// The title and its baseline origin, when the item has a title.
        public var title: String?
        /// The title's baseline origin.
        public var titleOrigin: CGPoint
        /// The badge's box, when the item has a badge.
        public var badgeFrame: CGRect?
        /// The badge's text and baseline origin (nil for a dot or no badge).
        public var badgeText: String?
        /// The badge text's baseline origin.
        public var badgeTextOrigin: CGPoint
    }

    /// What one item contributes to layout.
    public struct ItemInput: Equatable, Sendable {
        /// The title.
        public var title: String?
        /// The badge value: nil none, empty a dot.
        public var badgeValue: String?

        /// Describes an item.
        public init(title: String?, badgeValue: String? = nil) {
            self.title = title
            self.badgeValue = badgeValue
        }
    }

    /// The placed items, in order.
    public var items: [Item]

    /// Lays out `items` across `width`.
    public init(width: CGFloat, items inputs: [ItemInput], metrics: any TextMetrics) {
        typealias M = TabBarMetrics
        let width = width.isFinite ? Swift.max(0, width) : 0
        guard !inputs.isEmpty else {
            items = []
            return
        }
        let slot = width / CGFloat(inputs.count)
        items = inputs.enumerated().map { i, input in
            let frame = CGRect(x: CGFloat(i) * slot, y: 0, width: slot, height: M.barHeight)
            let image = CGRect(x: frame.midX - M.imageSize.width / 2, y: M.imageTop, width: M.imageSize.width, height: M.imageSize.height)
            var title = input.title
            if let t = title, metrics.width(of: t, font: M.titleFont) > slot - 4 {
                // Two points of air either side of a title that fills its slot.
                title = TextLayout.truncate(t, font: M.titleFont, width: Swift.max(0, slot - 4), metrics: metrics)
            }
            let titleWidth = title.map { metrics.width(of: $0, font: M.titleFont) } ?? 0
            var badgeFrame: CGRect?
            var badgeText: String?
            var badgeOrigin = CGPoint.zero
            if let value = input.badgeValue {
                let centreX = image.midX + M.badgeOffsetX
                if value.isEmpty {
                    badgeFrame = CGRect(x: centreX - M.dotDiameter / 2, y: image.minY, width: M.dotDiameter, height: M.dotDiameter)
                } else {
                    let textWidth = metrics.width(of: value, font: M.badgeFont)
                    let w = Swift.max(M.badgeHeight, textWidth + 2 * M.badgePadding)
                    let box = CGRect(x: centreX - M.badgeHeight / 2, y: image.minY - 3, width: w, height: M.badgeHeight)
                    badgeFrame = box
                    badgeText = value
                    let baseline = box.minY + (box.height - metrics.lineHeight(for: M.badgeFont)) / 2 + metrics.ascent(for: M.badgeFont)
                    badgeOrigin = CGPoint(x: box.midX - textWidth / 2, y: baseline)
                }
            }
            return Item(
                frame: frame, imageFrame: image, title: title, titleOrigin: CGPoint(x: frame.midX - titleWidth / 2, y: M.titleBaseline),
                badgeFrame: badgeFrame, badgeText: badgeText, badgeTextOrigin: badgeOrigin)
        }
    }
}
