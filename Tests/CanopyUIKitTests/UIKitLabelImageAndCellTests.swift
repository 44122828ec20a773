import CanopyUIKit
import Foundation
import Testing

/// A cell written as for iOS: its own designated initialiser overrides UIKit's and adds a
/// subview, and the coder initialiser every UIKit subclass must declare is present.
private final class NewsCell: UITableViewCell {
    let badge = UILabel()
    private(set) var madeWithStyle: UITableViewCell.CellStyle?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWithStyle = style
        badge.text = "New"
        contentView.addSubview(badge)
    }

    required init?(coder: NSCoder) { nil }
}

/// A section header written as for iOS.
private final class SectionHeader: UITableViewHeaderFooterView {
    let caption = UILabel()

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.addSubview(caption)
    }

    required init?(coder: NSCoder) { nil }
}

/// A collection cell written as for iOS.
private final class TileCell: UICollectionViewCell {
    let title = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }

    required init?(coder: NSCoder) { nil }
}

/// Serves one section of three rows of `NewsCell` with a `SectionHeader`.
private final class NewsSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "post", for: indexPath)
    }

    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
    }
}

@Suite("UIKit's label, image view and cell spellings")
struct UIKitLabelImageAndCellTests {
    @Test("A label's text is optional as UIKit's: nil by default, settable to nil, bound with if-let")
    func labelTextIsOptional() {
        let label = UILabel()
        #expect(label.text == nil)
        label.text = "Inbox"
        if let text = label.text { #expect(text == "Inbox") } else { Issue.record("text was nil after setting it") }
        label.text = nil
        #expect(label.text == nil && label.attributedText == nil)
        #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
        label.attributedText = NSAttributedString(string: "Styled")
        #expect(label.text == "Styled")
        label.attributedText = nil
        #expect(label.text == nil)
    }

    @Test("An image view takes a UIImage, and init(image:) sizes it to the image")
    func imageViewTakesUIImage() throws {
        let gear = try #require(UIImage(systemName: "gear"))
        let view = UIImageView(image: gear)
        #expect(view.frame == CGRect(origin: .zero, size: gear.size))
        #expect(view.image == gear)
        view.image = UIImage(systemName: "chevron.right")?.withRenderingMode(.alwaysTemplate)
        #expect(view.image?.renderingMode == .alwaysTemplate)
        #expect(UIImageView(image: nil).frame == .zero)
    }

    @Test("UIImage(data:) reads a PNG's or a JPEG's size and refuses other bytes")
    func imageFromData() throws {
        // A PNG signature and IHDR for 6 × 4 pixels: enough to size it; pixels decode when drawn.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0, 6, 0, 0, 0, 4]
        #expect(UIImage(data: Data(png))?.size == CGSize(width: 6, height: 4))
        // A JPEG's start, an APP0 segment to skip, then a baseline frame header of 20 rows × 30 columns.
        var jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10] + [UInt8](repeating: 0, count: 14)
        jpeg += [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x14, 0x00, 0x1E]
        #expect(UIImage(data: Data(jpeg))?.size == CGSize(width: 30, height: 20))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xD9])) == nil)
        #expect(UIImage(data: Data()) == nil)
    }

    @Test("UIImage(contentsOfFile:) is nil for a missing file and reads a JPEG's scale from its name")
    func imageFromFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canopy-uiimage-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(UIImage(contentsOfFile: folder.appendingPathComponent("missing.png").path) == nil)
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xC2, 0x00, 0x11, 0x08, 0x00, 0x28, 0x00, 0x3C]
        let url = folder.appendingPathComponent("photo@2x.jpg")
        try Data(jpeg).write(to: url)
        #expect(UIImage(contentsOfFile: url.path)?.size == CGSize(width: 30, height: 20))
    }

    @Test("A button and an action take UIImages")
    func buttonAndActionTakeUIImages() throws {
        let star = try #require(UIImage(systemName: "star"))
        let button = UIButton(type: .system)
        button.setImage(star, for: .normal)
        #expect(button.currentImage == star)
        let action = UIAction(title: "Favourite", image: star) { _ in }
        #expect(action.image == star)
    }

    @Test("Cells, headers and collection cells overriding UIKit's initialisers are made by dequeue through them")
    func subclassInitialisersRunOnDequeue() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
        let source = NewsSource()
        table.register(NewsCell.self, forCellReuseIdentifier: "post")
        table.register(SectionHeader.self, forHeaderFooterViewReuseIdentifier: "header")
        table.dataSource = source
        table.delegate = source
        table.sectionHeaderHeight = 28
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? NewsCell)
        #expect(cell.madeWithStyle == .default)
        #expect(cell.badge.superview === cell.contentView)
        let header = try #require(table.dequeueReusableHeaderFooterView(withIdentifier: "header") as? SectionHeader)
        #expect(header.caption.superview === header.contentView)

        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
        collection.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        let tile = try #require(
            collection.dequeueReusableCell(withReuseIdentifier: "tile", for: IndexPath(item: 0, section: 0)) as? TileCell)
        #expect(tile.title.superview === tile.contentView)
    }
}
