import Foundation

/// Where a navigation bar draws each part: a pure function of the bar's width, what the top
/// and back items hold, the large title's current height and the text metrics.
///
/// Coordinates are the bar's bounds: the prompt row (when there is a prompt) on top, then the
/// bar row (44 points, 32 in compact height) with the back button, items and centred title, then the large-title area.
public struct NavigationBarLayout: Equatable, Sendable {
    /// One line of text placed with its baseline origin.
    public struct Text: Equatable, Sendable {
        /// The string drawn, truncated with "…" to fit.
        public var string: String
        /// The baseline's starting point.
        public var origin: CGPoint
        /// The box the text occupies (its width by the row's height).
        public var frame: CGRect
    }

    /// A placed bar button item.
    public struct Item: Equatable, Sendable {
        /// The item's index in its list (left or right).
        public var index: Int
        /// The item's box: its content's width by the row's height.
        public var frame: CGRect
        /// The title, when the item draws text.
        public var title: Text?
        /// Where the image is drawn, when the item draws one.
        public var imageFrame: CGRect?
    }

    /// The back button: chevron plus an optional title.
    public struct BackButton: Equatable, Sendable {
        /// The chevron's box.
        public var chevronFrame: CGRect
        /// The title shown beside the chevron: the previous title, "Back", or nil when
        /// neither fits.
        public var title: Text?
        /// The whole button's box.
        public var frame: CGRect
    }

    /// The bar's height: prompt row + bar row + the large-title area's current height.
    public var height: CGFloat
    /// The top of the bar row (30 with a prompt, else 0).
    public var rowTop: CGFloat
    /// The back button, when one shows.
    public var backButton: BackButton?
    /// The left items, outermost first.
    public var leftItems: [Item]
    /// The right items, outermost first.
    public var rightItems: [Item]
    /// The centred title, when it shows and fits.
    public var title: Text?
    /// The title view's frame, when the top item has one.
    public var titleViewFrame: CGRect?
    /// The large title, when the bar shows one.
    public var largeTitle: Text?
    /// The large-title area, clipping the large title as it collapses.
    public var largeTitleArea: CGRect?
    /// The prompt.
    public var prompt: Text?

    /// What one bar button item contributes to layout.
    public struct ItemInput: Equatable, Sendable {
        /// The title drawn when there is no image.
        public var title: String?
        /// The image's size, when it draws one.
        public var imageSize: CGSize?
        /// Whether the title is semibold.
        public var isDone: Bool
        /// A flexible space takes no room here; a fixed space takes `width`.
        public var isSpace: Bool
        /// A fixed width, or 0.
        public var width: CGFloat

        /// Describes an item.
        public init(title: String?, imageSize: CGSize? = nil, isDone: Bool = false, isSpace: Bool = false, width: CGFloat = 0) {
            self.title = title
            self.imageSize = imageSize
            self.isDone = isDone
            self.isSpace = isSpace
            self.width = width
        }

        init(_ item: BarButtonItem) {
            self.init(
                title: item.title, imageSize: item.image?.size, isDone: item.style == .done, isSpace: item.isSpace, width: item.width)
        }
    }

    /// Everything the layout depends on.
    public struct Input: Equatable, Sendable {
        /// The bar's width in points.
        public var width: CGFloat
        /// The centred title (and the large title).
        public var title: String?
        /// The title view's fitting size, which replaces the centred title.
        public var titleViewSize: CGSize?
        /// The left items, outermost first.
        public var leftItems: [ItemInput] = []
        /// The right items, outermost first.
        public var rightItems: [ItemInput] = []
        /// Whether left items follow the back button instead of replacing it.
        public var leftItemsSupplementBackButton = false
        /// The back button's preferred title; nil with `showsBackButton` draws the chevron
        /// with "Back" or nothing.
        public var backTitle: String?
        /// Whether a back button shows (an item below the top, not hidden).
        public var showsBackButton = false
        /// The prompt, when set.
        public var prompt: String?
        /// The large-title area's current height: 52 expanded, less while collapsing, more
        /// while over-scrolled, nil when the bar shows no large title.
        public var largeTitleHeight: CGFloat?
        /// The row's height: 44 points, or 32 in a compact-height environment.
        public var rowHeight = NavigationBarMetrics.barHeight
        /// The centred title's font (default 17-point semibold).
        public var titleFont = NavigationBarMetrics.titleFont
        /// The large title's font (default 34-point bold).
        public var largeTitleFont = NavigationBarMetrics.largeTitleFont

        /// Describes a bar.
        public init(width: CGFloat, title: String? = nil) {
            self.width = width
            self.title = title
        }
    }

    /// Lays out a bar.
    public init(_ input: Input, metrics: any TextMetrics) {
        typealias M = NavigationBarMetrics
        let width = Swift.max(0, input.width.isFinite ? input.width : 0)
        let margin = M.edgeMargin(forWidth: width)
        rowTop = input.prompt == nil ? 0 : M.promptHeight
        let rowHeight = Swift.max(0, input.rowHeight.isFinite ? input.rowHeight : M.barHeight)
        let large = input.largeTitleHeight.map { Swift.max(0, $0.isFinite ? $0 : 0) }
        height = rowTop + rowHeight + (large ?? 0)

        func text(_ string: String, font: Font, x: CGFloat, width available: CGFloat, rowTop top: CGFloat, rowHeight h: CGFloat) -> Text? {
            guard available > 0, !string.isEmpty else { return nil }
            let natural = metrics.width(of: string, font: font)
            let shown = natural <= available ? string : TextLayout.truncate(string, font: font, width: available, metrics: metrics)
            guard !shown.isEmpty else { return nil }
            let w = Swift.min(available, metrics.width(of: shown, font: font))
            let baseline = top + (h - metrics.lineHeight(for: font)) / 2 + metrics.ascent(for: font)
            return Text(string: shown, origin: CGPoint(x: x, y: baseline), frame: CGRect(x: x, y: top, width: w, height: h))
        }
        func itemWidth(_ item: ItemInput) -> CGFloat {
            if item.isSpace { return item.width }
            if item.width > 0 { return item.width }
            if let size = item.imageSize { return size.width }
            guard let title = item.title else { return 0 }
            return metrics.width(of: title, font: item.isDone ? M.doneItemFont : M.itemFont).rounded(.up)
        }
        let top = rowTop
        func place(_ item: ItemInput, index: Int, x: CGFloat, width w: CGFloat) -> Item {
            let frame = CGRect(x: x, y: top, width: w, height: rowHeight)
            if let size = item.imageSize, !item.isSpace {
                let imageFrame = CGRect(x: x + (w - size.width) / 2, y: top + (rowHeight - size.height) / 2, width: size.width, height: size.height)
                return Item(index: index, frame: frame, title: nil, imageFrame: imageFrame)
            }
            let title =
                item.isSpace
                ? nil
                : item.title.flatMap {
                    text($0, font: item.isDone ? M.doneItemFont : M.itemFont, x: x, width: w, rowTop: top, rowHeight: rowHeight)
                }
            return Item(index: index, frame: frame, title: title, imageFrame: nil)
        }

        // Right items, from the trailing margin inwards.
        var right: [Item] = []
        var rightStart = width - margin
        for (i, item) in input.rightItems.enumerated() {
            let w = itemWidth(item)
            if i > 0 { rightStart -= M.interItemSpacing }
            rightStart -= w
            right.append(place(item, index: i, x: rightStart, width: w))
        }
        if input.rightItems.isEmpty { rightStart = width - margin }
        rightItems = right

        // The centred title's natural box decides how much room the back title has.
        let titleFont = input.titleFont
        let titleNatural: CGFloat? =
            input.titleViewSize?.width ?? input.title.map { metrics.width(of: $0, font: titleFont).rounded(.up) }
        let showsInlineTitle = (large ?? 0) <= 0
        let centredLeft = titleNatural.map { (width - $0) / 2 }

        // Back button, then left items.
        let replacesBack = !(input.leftItems.isEmpty) && !input.leftItemsSupplementBackButton
        var leftEnd = margin
        var back: BackButton?
        if input.showsBackButton && !replacesBack {
            let chevron = CGRect(
                x: M.backChevronX, y: top + (rowHeight - M.backChevronSize.height) / 2, width: M.backChevronSize.width,
                height: M.backChevronSize.height)
            let limit = ((showsInlineTitle ? centredLeft : nil) ?? rightStart) - M.titleSpacing
            let room = limit - M.backTitleX
            var backText: Text?
            for candidate in [input.backTitle, "Back"].compactMap({ $0 }) where !candidate.isEmpty {
                if metrics.width(of: candidate, font: M.itemFont) <= room {
                    backText = text(candidate, font: M.itemFont, x: M.backTitleX, width: room, rowTop: top, rowHeight: rowHeight)
                    break
                }
            }
            let end = backText.map { $0.frame.maxX } ?? chevron.maxX
            back = BackButton(chevronFrame: chevron, title: backText, frame: CGRect(x: 0, y: top, width: end, height: rowHeight))
            leftEnd = end + M.interItemSpacing
        }
        backButton = back
        var left: [Item] = []
        var x = leftEnd
        for (i, item) in input.leftItems.enumerated() {
            let w = itemWidth(item)
            left.append(place(item, index: i, x: x, width: w))
            x += w + M.interItemSpacing
        }
        let leftLimit: CGFloat
        if let last = left.last {
            leftLimit = last.frame.maxX
        } else if let back {
            leftLimit = back.frame.maxX
        } else {
            leftLimit = margin - M.titleSpacing
        }
        leftItems = left

        // The centred title: centred in the bar, pushed inwards past the items, then truncated.
        let lo = leftLimit + M.titleSpacing
        let hi = (input.rightItems.isEmpty ? width - margin + M.titleSpacing : rightStart) - M.titleSpacing
        var titleFrame: CGRect?
        if let natural = titleNatural, hi - lo > 0 {
            let w = Swift.min(natural, hi - lo)
            var tx = (width - w) / 2
            tx = Swift.min(Swift.max(tx, lo), hi - w)
            titleFrame = CGRect(x: tx, y: top, width: w, height: rowHeight)
        }
        if let size = input.titleViewSize, let frame = titleFrame {
            titleViewFrame = CGRect(
                x: frame.minX, y: top + (rowHeight - size.height) / 2, width: frame.width, height: Swift.min(size.height, rowHeight))
            title = nil
        } else {
            titleViewFrame = nil
            title =
                showsInlineTitle
                ? titleFrame.flatMap { f in
                    input.title.flatMap { text($0, font: titleFont, x: f.minX, width: f.width, rowTop: top, rowHeight: rowHeight) }
                }
                : nil
        }

        // The large title, bottom-aligned in its area so it moves with the content.
        if let large {
            let area = CGRect(x: 0, y: top + rowHeight, width: width, height: large)
            largeTitleArea = area
            let font = input.largeTitleFont
            if let string = input.title, large > 0 {
                let available = width - 2 * margin
                let natural = metrics.width(of: string, font: font)
                let shown = natural <= available ? string : TextLayout.truncate(string, font: font, width: available, metrics: metrics)
                let baseline = area.maxY - M.largeTitleBaselineInset
                let lineHeight = metrics.lineHeight(for: font)
                let boxTop = baseline - metrics.ascent(for: font)
                largeTitle = Text(
                    string: shown, origin: CGPoint(x: margin, y: baseline),
                    frame: CGRect(x: margin, y: boxTop, width: Swift.min(available, metrics.width(of: shown, font: font)), height: lineHeight))
            } else {
                largeTitle = nil
            }
        } else {
            largeTitleArea = nil
            largeTitle = nil
        }

        prompt = input.prompt.flatMap {
            let w = Swift.min(metrics.width(of: $0, font: M.promptFont), width - 2 * margin)
            return text($0, font: M.promptFont, x: (width - w) / 2, width: width - 2 * margin, rowTop: 0, rowHeight: M.promptHeight)
        }
    }
}
