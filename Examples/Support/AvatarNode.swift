import Canopy
import Foundation

/// A round avatar with initials, drawn in code through the canvas.
public final class AvatarNode: ViewNode {
    /// Fill colour of the circle.
    public var fill: Color = Palette.avatars[0]
    /// Up to two letters drawn centred in white.
    public var initials = ""

    public override func draw(in canvas: Canvas) {
        canvas.fill(.ellipse(in: bounds), color: fill)
        guard !initials.isEmpty else { return }
        let font = Font.system(size: bounds.height * 0.4, weight: .bold)
        let m = canvas.textMetrics
        let w = m.width(of: initials, font: font)
        let lineHeight = m.lineHeight(for: font)
        let top = bounds.midY - lineHeight / 2
        canvas.drawText(initials, at: CGPoint(x: bounds.midX - w / 2, y: top + m.ascent(for: font)), font: font, color: .white)
    }
}
