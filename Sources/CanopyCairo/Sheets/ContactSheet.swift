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
    /// The sheet's title line is this tall at least (its 24-point bold font and some air).
    static let titleHeight: CGFloat = 32
    /// Text never widens the sheet past this (a few screens wide, far below the 32,767-pixel
    /// surface limit); longer headings and captions wrap instead.
    static let maximumTextWidth: CGFloat = 2400
    static let titleFont = Font.system(size: 24, weight: .bold), rowFont = Font.system(size: 16, weight: .bold)
    static let captionFont = Font.system(size: 11)

    /// Computes where the headings, thumbnails and captions go.
    ///
    /// No text is cut: the sheet widens to its title and row headings, and a cell to its
    /// caption (the thumbnail centred in it), up to `maximumTextWidth` points; past that the text
    /// wraps and its frame grows taller. Text is measured with the renderer's metrics.
    public func layout() -> Layout {
        let margin = Self.margin, gap = Self.gap
        let metrics = CairoTextMetrics()
        func textWidth(_ text: String, _ font: Font) -> CGFloat { min(metrics.width(of: text, font: font).rounded(.up), Self.maximumTextWidth) }
        func height(_ text: String, _ font: Font, width: CGFloat, atLeast minimum: CGFloat) -> CGFloat {
            let lines = TextLayout.wrap(text, font: font, width: width, maxLines: 0, metrics: metrics).lines.count
            return max(minimum, (CGFloat(lines) * metrics.lineHeight(for: font)).rounded(.up))
        }
        // Cells first: each as wide as its thumbnail or its caption, whichever is wider.
        var cells: [[(thumbnail: CGFloat, cell: CGFloat)]] = []
        var width: CGFloat = 400
        for row in rows {
            let rowCells = row.items.map { item -> (thumbnail: CGFloat, cell: CGFloat) in
                let w = item.size.height > 0 ? (thumbnailHeight * item.size.width / item.size.height).rounded() : thumbnailHeight
                return (w, max(w, textWidth(item.caption, Self.captionFont)))
            }
            cells.append(rowCells)
            let cellsWidth = rowCells.reduce(2 * margin - gap) { $0 + $1.cell + gap }
            width = max(width, cellsWidth, textWidth(row.title, Self.rowFont) + 2 * margin)
        }
        width = max(width, textWidth(title, Self.titleFont) + 2 * margin)
        let lineWidth = width - 2 * margin
        var y = margin
        let heading = CGRect(x: margin, y: y, width: lineWidth, height: height(title, Self.titleFont, width: lineWidth, atLeast: Self.titleHeight))
        y = heading.maxY + gap
        var rowHeadings: [CGRect] = [], thumbnails: [[CGRect]] = [], captions: [[CGRect]] = []
        for (row, rowCells) in zip(rows, cells) {
            let rowHeading = CGRect(
                x: margin, y: y, width: lineWidth, height: height(row.title, Self.rowFont, width: lineWidth, atLeast: Self.headingHeight))
            rowHeadings.append(rowHeading)
            y = rowHeading.maxY
            var captionHeight = Self.captionHeight
            for (item, cell) in zip(row.items, rowCells) {
                captionHeight = max(captionHeight, height(item.caption, Self.captionFont, width: cell.cell, atLeast: Self.captionHeight))
            }
            var x = margin
            var rowThumbnails: [CGRect] = [], rowCaptions: [CGRect] = []
            for cell in rowCells {
                let inset = ((cell.cell - cell.thumbnail) / 2).rounded(.down)
                rowThumbnails.append(CGRect(x: x + inset, y: y, width: cell.thumbnail, height: thumbnailHeight))
                rowCaptions.append(CGRect(x: x, y: y + thumbnailHeight + 2, width: cell.cell, height: captionHeight))
                x += cell.cell + gap
            }
            thumbnails.append(rowThumbnails)
            captions.append(rowCaptions)
            y += thumbnailHeight + captionHeight + gap
        }
        return Layout(
            size: CGSize(width: width, height: y + margin - gap), heading: heading, rowHeadings: rowHeadings, thumbnails: thumbnails,
            captions: captions)
    }

    /// Builds the sheet as a node tree (white page, headings, thumbnails, captions).
    public func makeNode() -> ViewNode {
        let layout = layout()
        let page = ViewNode()
        page.backgroundColor = .white
        let heading = LabelNode()
        heading.text = title
        heading.font = Self.titleFont
        heading.numberOfLines = 0
        heading.textColor = .black
        heading.frame = layout.heading
        page.addSubview(heading)
        for (r, row) in rows.enumerated() {
            let rowTitle = LabelNode()
            rowTitle.text = row.title
            rowTitle.font = Self.rowFont
            rowTitle.numberOfLines = 0
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
                caption.font = Self.captionFont
                caption.numberOfLines = 0
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
