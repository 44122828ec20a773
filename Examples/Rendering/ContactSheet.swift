import Canopy
import CanopyCairo
import Foundation

/// Lays captioned thumbnails out in a grid, one row per group, and renders them to one image.
public struct ContactSheet {
    /// One thumbnail: PNG bytes and the caption under it.
    public struct Item {
        /// The picture, PNG-encoded.
        public var png: Data
        /// The picture's size in points (its aspect ratio sizes the cell).
        public var size: CGSize
        /// Caption under the thumbnail.
        public var caption: String
        /// Creates an item.
        public init(png: Data, size: CGSize, caption: String) {
            self.png = png
            self.size = size
            self.caption = caption
        }
    }

    /// One row: a heading and its thumbnails.
    public struct Row {
        /// Heading shown above the row.
        public var title: String
        /// The row's thumbnails, left to right.
        public var items: [Item]
        /// Creates a row.
        public init(title: String, items: [Item]) {
            self.title = title
            self.items = items
        }
    }

    /// The sheet's heading.
    public var title: String
    /// The rows, top to bottom.
    public var rows: [Row]
    /// Height of every thumbnail in points; widths follow each picture's aspect ratio.
    public var thumbnailHeight: CGFloat = 220

    /// Creates a sheet.
    public init(title: String, rows: [Row]) {
        self.title = title
        self.rows = rows
    }

    /// Builds the sheet as a node tree (white page, headings, thumbnails, captions).
    public func makeNode() -> ViewNode {
        let margin: CGFloat = 24, gap: CGFloat = 16, captionHeight: CGFloat = 18, headingHeight: CGFloat = 28
        var y = margin
        var width: CGFloat = 0
        let page = ViewNode()
        page.backgroundColor = .white
        let heading = LabelNode()
        heading.text = title
        heading.font = .system(size: 24, weight: .bold)
        heading.textColor = .black
        heading.frame = CGRect(x: margin, y: y, width: 1000, height: 32)
        page.addSubview(heading)
        y += 32 + gap
        for row in rows {
            let rowTitle = LabelNode()
            rowTitle.text = row.title
            rowTitle.font = .system(size: 16, weight: .bold)
            rowTitle.textColor = Color(white: 0.2)
            rowTitle.frame = CGRect(x: margin, y: y, width: 1000, height: headingHeight)
            page.addSubview(rowTitle)
            y += headingHeight
            var x = margin
            for item in row.items {
                let w = item.size.height > 0 ? (thumbnailHeight * item.size.width / item.size.height).rounded() : thumbnailHeight
                let image = ImageNode(frame: CGRect(x: x, y: y, width: w, height: thumbnailHeight))
                image.image = .png(item.png)
                image.contentMode = .scaleAspectFit
                image.borderWidth = 1
                image.borderColor = Color(white: 0.8)
                page.addSubview(image)
                let caption = LabelNode(frame: CGRect(x: x, y: y + thumbnailHeight + 2, width: w, height: captionHeight))
                caption.text = item.caption
                caption.font = .system(size: 11)
                caption.textColor = Color(white: 0.35)
                caption.textAlignment = .center
                page.addSubview(caption)
                x += w + gap
            }
            width = max(width, x - gap + margin)
            y += thumbnailHeight + captionHeight + gap
        }
        heading.frame.size.width = max(0, width - 2 * margin)
        page.frame = CGRect(x: 0, y: 0, width: max(width, 400), height: y + margin - gap)
        return page
    }

    /// Renders the sheet at scale 1.
    public func render(with renderer: CairoRenderer) throws -> Bitmap {
        try renderer.render(makeNode(), scale: 1)
    }
}
