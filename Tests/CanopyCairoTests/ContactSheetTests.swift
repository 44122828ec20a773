import Canopy
import CanopyCairo
import Foundation
import Testing

@Suite("Contact sheets")
struct ContactSheetTests {
    func item(_ width: CGFloat, _ height: CGFloat) throws -> ContactSheet.Item {
        ContactSheet.Item(png: try Bitmap(width: 4, height: 4, fill: .red).pngData(), size: CGSize(width: width, height: height), caption: "x")
    }

    @Test("Thumbnails sit side by side at the sheet's height, captions under them, and the image has the layout's size")
    func layout() throws {
        // Given one row of a portrait and a landscape picture
        var sheet = ContactSheet(title: "Sheet", rows: [ContactSheet.Row(title: "Row", items: [try item(100, 200), try item(300, 150)])])
        sheet.thumbnailHeight = 100
        // When
        let layout = sheet.layout()
        let image = try sheet.render(with: CairoRenderer())
        // Then widths follow each picture's aspect ratio, 16 points apart after a 24-point margin
        #expect(layout.thumbnails == [[CGRect(x: 24, y: 100, width: 50, height: 100), CGRect(x: 90, y: 100, width: 200, height: 100)]])
        #expect(layout.captions[0][1] == CGRect(x: 90, y: 202, width: 200, height: 18))
        #expect(layout.size == CGSize(width: 400, height: 242))
        #expect(image.width == 400 && image.height == 242)
    }
}

/// Headings and captions are never cut: the sheet widens to them, and wraps past a limit.
@Suite("Contact sheet text is never truncated")
struct ContactSheetTextTests {
    func item(caption: String) throws -> ContactSheet.Item {
        ContactSheet.Item(png: try Bitmap(width: 4, height: 4, fill: .red).pngData(), size: CGSize(width: 60, height: 120), caption: caption)
    }

    @Test("A sheet of one narrow column widens to its title, row heading and caption")
    func widens() throws {
        // Given one thumbnail 50 points wide under long text
        let title = "Canopy gallery: 17 examples on 4 devices at 3 scroll positions"
        let rowTitle = "typical-use on iPhone 15 Pro Max, landscape, scrolled past the top"
        let caption = "iPhone15ProMaxLandscape · y 100000"
        var sheet = ContactSheet(title: title, rows: [ContactSheet.Row(title: rowTitle, items: [try item(caption: caption)])])
        sheet.thumbnailHeight = 100
        // When
        let layout = sheet.layout()
        let metrics = CairoTextMetrics()
        // Then every text frame is as wide as its text, and the page holds them
        #expect(layout.heading.width >= metrics.width(of: title, font: .system(size: 24, weight: .bold)))
        #expect(layout.rowHeadings[0].width >= metrics.width(of: rowTitle, font: .system(size: 16, weight: .bold)))
        #expect(layout.captions[0][0].width >= metrics.width(of: caption, font: .system(size: 11)))
        #expect(layout.size.width >= layout.heading.maxX + 24 && layout.size.width >= layout.captions[0][0].maxX + 24)
        // And the thumbnail keeps its size, centred over its caption
        #expect(layout.thumbnails[0][0].width == 50)
        #expect(abs(layout.thumbnails[0][0].midX - layout.captions[0][0].midX) <= 1)
        // And the image has the layout's size
        let image = try sheet.render(with: CairoRenderer())
        #expect(image.width == Int(layout.size.width) && image.height == Int(layout.size.height))
    }

    @Test("A title wider than the widest sheet wraps onto more lines instead of being cut")
    func wraps() throws {
        let title = Array(repeating: "a long heading word", count: 300).joined(separator: " ")
        let sheet = ContactSheet(title: title, rows: [ContactSheet.Row(title: "Row", items: [try item(caption: "x")])])
        let layout = sheet.layout()
        let metrics = CairoTextMetrics()
        let font = Font.system(size: 24, weight: .bold)
        #expect(layout.size.width <= 2400 + 48)
        let lines = TextLayout.wrap(title, font: font, width: layout.heading.width, maxLines: 0, metrics: metrics).lines
        #expect(lines.count > 1)
        #expect(layout.heading.height >= CGFloat(lines.count) * metrics.lineHeight(for: font))
        #expect(layout.rowHeadings[0].minY > layout.heading.maxY)
    }
}
