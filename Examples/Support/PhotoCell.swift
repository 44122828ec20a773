import Canopy
import Foundation

/// A square grid cell showing one photo: a landscape drawn in code, varied by index.
public final class PhotoCell: CollectionCellNode {
    /// The drawn photo, filling the content view.
    public let photo = PhotoTileNode()

    /// Creates an empty cell; `configure(index:)` picks its photo.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.clipsToBounds = true
        photo.frame = contentView.bounds
        photo.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.addSubview(photo)
    }

    /// Shows photo `index` and names the cell after it.
    public func configure(index: Int) {
        photo.index = index
        accessibilityIdentifier = "photo-\(index)"
    }
}

/// A landscape photo drawn in code: a sky in one of the avatar colours, a sun and a ridge
/// whose peaks move with `index`, so neighbouring tiles differ.
public final class PhotoTileNode: ViewNode {
    /// Which photo to draw; picks the sky colour and the ridge.
    public var index = 0

    /// The ridge's colour: the dark blue-grey of the scenery's near mountains.
    static let ridge = Color(hex: 0x2F3E55)
    /// The sun's colour.
    static let sun = Color(hex: 0xFFE082)

    public override func draw(in canvas: Canvas) {
        let w = bounds.width, h = bounds.height
        guard w > 0, h > 0 else { return }
        canvas.fill(bounds, color: Palette.avatars[index % Palette.avatars.count])
        // The sun walks across the sky with the index; 7 positions repeat less often than 8 colours.
        let sunX = w * (0.15 + 0.1 * CGFloat(index % 7))
        canvas.fill(.ellipse(in: CGRect(x: sunX, y: h * 0.18, width: w * 0.18, height: w * 0.18)), color: Self.sun)
        let peak = 0.3 + 0.08 * CGFloat((index * 3) % 5)
        var ridge = Path()
        ridge.move(to: CGPoint(x: 0, y: h * 0.8))
        ridge.addLine(to: CGPoint(x: w * (0.2 + 0.1 * CGFloat(index % 4)), y: h * peak))
        ridge.addLine(to: CGPoint(x: w * 0.7, y: h * 0.65))
        ridge.addLine(to: CGPoint(x: w * 0.85, y: h * 0.5))
        ridge.addLine(to: CGPoint(x: w, y: h * 0.7))
        ridge.addLine(to: CGPoint(x: w, y: h))
        ridge.addLine(to: CGPoint(x: 0, y: h))
        ridge.closeSubpath()
        canvas.fill(ridge, color: Self.ridge.withAlpha(0.85))
    }
}
