import Foundation

extension LabelNode {
    /// The fraction of each font's size the label draws at: 1 unless
    /// `adjustsFontSizeToFitWidth` is on and the text does not fit the bounds at full size,
    /// then the largest fraction, not below `minimumScaleFactor`, at which it fits.
    ///
    /// One-line plain text shrinks in proportion (advances scale linearly with the size);
    /// otherwise a bisection over the fraction, each step a full wrap.
    public var fontScale: CGFloat {
        guard adjustsFontSizeToFitWidth, minimumScaleFactor > 0, minimumScaleFactor < 1, !plainText.isEmpty else { return 1 }
        let size = bounds.size
        guard size.width > 0, size.height > 0 else { return 1 }
        if fits(at: 1, in: size) { return 1 }
        if attributed == nil, numberOfLines == 1, !plainText.contains(where: \.isNewline) {
            let full = metrics.width(of: plainText, font: font)
            var scale = max(minimumScaleFactor, size.width / full)
            // Sizes are rounded in the font engine; step down past any overshoot of a hair.
            var steps = 0
            while scale > minimumScaleFactor, !fits(at: scale, in: size), steps < 8 {
                scale = max(minimumScaleFactor, scale * 0.999)
                steps += 1
            }
            return scale
        }
        var low = minimumScaleFactor, high: CGFloat = 1
        // Sixteen halvings resolve the size to well under a hundredth of a point.
        for _ in 0..<16 {
            let middle = (low + high) / 2
            if fits(at: middle, in: size) { low = middle } else { high = middle }
        }
        return low
    }

    /// The font plain text draws with: `font` at `fontScale`.
    var drawingFont: Font {
        let scale = fontScale
        guard scale != 1 else { return font }
        var scaled = font
        scaled.size = font.size * scale
        return scaled
    }

    /// Whether the text at `scale` of its sizes fits `size` without being cut.
    private func fits(at scale: CGFloat, in size: CGSize) -> Bool {
        let single = numberOfLines == 1
        if attributed != nil {
            guard let layout = attributedLayout(wrapWidth: single ? nil : size.width, fitWidth: nil, maximumLines: numberOfLines, scale: scale)
            else { return true }
            let measured = layout.size
            return !layout.isTruncated && measured.width <= size.width && (single || measured.height <= size.height)
        }
        var scaled = font
        scaled.size = font.size * scale
        let m = metrics
        let wrapped = TextLayout.wrap(plainText, font: scaled, width: single ? nil : size.width, maxLines: numberOfLines, metrics: m)
        guard !wrapped.truncated, wrapped.lines.allSatisfy({ m.width(of: $0, font: scaled) <= size.width }) else { return false }
        return single || CGFloat(wrapped.lines.count) * m.lineHeight(for: scaled) <= size.height
    }
}
