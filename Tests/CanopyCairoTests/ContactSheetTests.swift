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
