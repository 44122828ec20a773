import Canopy
import Foundation

/// Lays captioned thumbnails out in a grid, one row per group, and renders them to one image.
///
/// The gallery's contact sheet, the `canopy filmstrip` image and behaviour-snapshot
/// filmstrips are all drawn by this one type, at scale 1 (a point is a pixel of the result).
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

    /// Where everything goes, in points of the sheet (pixels of the rendered image).
    public struct Layout: Sendable, Equatable {
        /// The whole page.
        public var size: CGSize
        /// The sheet's heading.
        public var heading: CGRect
        /// Each row's heading, top to bottom.
        public var rowHeadings: [CGRect]
        /// Each item's thumbnail, per row, left to right.
        public var thumbnails: [[CGRect]]
        /// Each item's caption, per row, left to right.
        public var captions: [[CGRect]]
    }

    static let margin: CGFloat = 24, gap: CGFloat = 16, captionHeight: CGFloat = 18, headingHeight: CGFloat = 28

    /// Computes where the headings, thumbnails and captions go.
    public func layout() -> Layout {
        let margin = Self.margin, gap = Self.gap
        var y = margin
        var width: CGFloat = 0
        var rowHeadings: [CGRect] = [], thumbnails: [[CGRect]] = [], captions: [[CGRect]] = []
        y += 32 + gap
        for row in rows {
            rowHeadings.append(CGRect(x: margin, y: y, width: 1000, height: Self.headingHeight))
            y += Self.headingHeight
            var x = margin
            var rowThumbnails: [CGRect] = [], rowCaptions: [CGRect] = []
            for item in row.items {
                let w = item.size.height > 0 ? (thumbnailHeight * item.size.width / item.size.height).rounded() : thumbnailHeight
                rowThumbnails.append(CGRect(x: x, y: y, width: w, height: thumbnailHeight))
                rowCaptions.append(CGRect(x: x, y: y + thumbnailHeight + 2, width: w, height: Self.captionHeight))
                x += w + gap
            }
            thumbnails.append(rowThumbnails)
            captions.append(rowCaptions)
            width = max(width, x - gap + margin)
            y += thumbnailHeight + Self.captionHeight + gap
        }
        return Layout(
            size: CGSize(width: max(width, 400), height: y + margin - gap),
            heading: CGRect(x: margin, y: margin, width: max(0, width - 2 * margin), height: 32),
            rowHeadings: rowHeadings, thumbnails: thumbnails, captions: captions)
    }

    /// Builds the sheet as a node tree (white page, headings, thumbnails, captions).
    public func makeNode() -> ViewNode {
        let layout = layout()
        let page = ViewNode()
        page.backgroundColor = .white
        let heading = LabelNode()
        heading.text = title
        heading.font = .system(size: 24, weight: .bold)
        heading.textColor = .black
        heading.frame = layout.heading
        page.addSubview(heading)
        for (r, row) in rows.enumerated() {
            let rowTitle = LabelNode()
            rowTitle.text = row.title
            rowTitle.font = .system(size: 16, weight: .bold)
            rowTitle.textColor = Color(white: 0.2)
            rowTitle.frame = layout.rowHeadings[r]
            page.addSubview(rowTitle)
            for (i, item) in row.items.enumerated() {
                let image = ImageNode(frame: layout.thumbnails[r][i])
                image.image = .png(item.png)
                image.contentMode = .scaleAspectFit
                image.borderWidth = 1
                image.borderColor = Color(white: 0.8)
                page.addSubview(image)
                let caption = LabelNode(frame: layout.captions[r][i])
                caption.text = item.caption
                caption.font = .system(size: 11)
                caption.textColor = Color(white: 0.35)
                caption.textAlignment = .center
                page.addSubview(caption)
            }
        }
        page.frame = CGRect(origin: .zero, size: layout.size)
        return page
    }

    /// Renders the sheet at scale 1.
    public func render(with renderer: CairoRenderer) throws -> Bitmap {
        try renderer.render(makeNode(), scale: 1)
    }
}
