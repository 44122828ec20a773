import Canopy
import Foundation
import Testing

/// A table of two titled sections (three rows and a footer, then two rows) filling the root
/// view of a window, following the window's size as it rotates.
private struct GroupedScene {
    let window: WindowNode
    let root = ViewControllerNode()
    let table: TableNode
    let fixture = TableFixture(rowCounts: [3, 2])

    init(device: DeviceProfile, style: TableNode.Style = .insetGrouped) {
        window = WindowNode(device: device)
        window.rootViewController = root
        window.makeKeyAndVisible()
        table = TableNode(frame: root.view.bounds, style: style)
        table.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        fixture.headerTitles = [0: "Network", 1: "General"]
        fixture.footerTitles = [0: "Rows stay clear of the sensor housing."]
        table.register(TableCellNode.self, forCellReuseIdentifier: fixture.identifier)
        table.dataSource = fixture
        table.delegate = fixture
        root.view.addSubview(table)
        window.layoutIfNeeded()
    }

    /// The frames of every row, section header and footer on screen, in the table's coordinates.
    var cardFrames: [CGRect] {
        table.visibleCells.map(\.frame) + sectionViews.map(\.frame)
    }

    /// The section headers and footers on screen.
    var sectionViews: [TableHeaderFooterNode] { table.subviews.compactMap { $0 as? TableHeaderFooterNode } }

    /// Whether every row, header and footer on screen runs from `left` to the table's width less `right`.
    func cardsSpan(left: CGFloat, right: CGFloat) -> Bool {
        let frames = cardFrames
        return frames.count == 8 && frames.allSatisfy { $0.minX == left && $0.maxX == table.bounds.width - right }
    }
}

extension DeviceProfile {
    /// An iPhone 15 in landscape with the sensor housing on the left alone.
    ///
    /// UIKit reports the same side inset on both sides of a landscape phone; this profile and
    /// its mirror give the housing's side alone, so a test tells the left edge from the right.
    fileprivate static let housingOnLeft: DeviceProfile = {
        var d = DeviceProfile.iPhone15Landscape
        d.name = "iPhone15HousingLeft"
        d.safeAreaInsets = EdgeInsets(top: 0, left: 59, bottom: 21, right: 0)
        return d
    }()

    /// An iPhone 15 in landscape with the sensor housing on the right alone.
    fileprivate static let housingOnRight: DeviceProfile = {
        var d = DeviceProfile.iPhone15Landscape
        d.name = "iPhone15HousingRight"
        d.safeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 21, right: 59)
        return d
    }()
}

/// The side safe area of an iPhone 15 in landscape, and the 20-point margin of a table
/// 414 points wide or more.
private let side: CGFloat = 59
private let margin: CGFloat = 20

@Suite("Inset-grouped sections inside the safe area")
struct TableInsetGroupedSafeAreaTests {
    @Test("In portrait inset-grouped sections keep 16 points from a phone's sides, and 20 on a 430-point phone")
    func portraitUnchanged() throws {
        let phone = GroupedScene(device: .iPhone15)
        #expect(phone.cardsSpan(left: 16, right: 16))
        #expect(phone.table.rect(forSection: 0).minX == 16)
        let plus = try #require(DeviceProfile.named("iPhone15Plus"))
        #expect(GroupedScene(device: plus).cardsSpan(left: 20, right: 20))
    }

    @Test("With the sensor housing on the left, sections start 20 points past the left safe area and end 20 before the right edge")
    func housingOnLeft() {
        let scene = GroupedScene(device: .housingOnLeft)
        #expect(scene.cardsSpan(left: side + margin, right: margin))
        #expect(scene.table.rect(forSection: 1).minX == side + margin)
        #expect(scene.table.rectForRow(at: .ip(0, 0)).width == 852 - side - 2 * margin)
        // A point beside the section, under the margin, hits no row.
        let y = scene.table.rectForRow(at: .ip(0, 0)).midY
        #expect(scene.table.indexPathForRow(at: CGPoint(x: side + margin - 1, y: y)) == nil)
        #expect(scene.table.indexPathForRow(at: CGPoint(x: side + margin, y: y)) == .ip(0, 0))
    }

    @Test("With the sensor housing on the right, sections start 20 points from the left edge and end 20 before the right safe area")
    func housingOnRight() {
        let scene = GroupedScene(device: .housingOnRight)
        #expect(scene.cardsSpan(left: margin, right: side + margin))
        let y = scene.table.rectForRow(at: .ip(0, 0)).midY
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 852 - side - margin, y: y)) == nil)
        #expect(scene.table.indexPathForRow(at: CGPoint(x: 852 - side - margin - 1, y: y)) == .ip(0, 0))
    }

    @Test("In landscape the rounded background and separator are drawn inside the safe area, and content views are not inset again")
    func landscapeDrawingAndContent() throws {
        let scene = GroupedScene(device: .iPhone15Landscape)
        #expect(scene.cardsSpan(left: side + margin, right: side + margin))
        let cell = try #require(scene.table.cellForRow(at: .ip(0, 0)))
        // The card lies inside the safe area, so the cell sees none and its content view fills it.
        #expect(cell.safeAreaInsets.left == 0 && cell.safeAreaInsets.right == 0)
        #expect(cell.contentView.frame == cell.bounds)
        let canvas = ExtentCanvas()
        cell.draw(in: canvas)
        // The background, then the separator 16 points in from the card's leading edge.
        #expect(canvas.fills.first == 0...cell.bounds.width)
        #expect(canvas.fills.last == 16...cell.bounds.width)
        // Row text and section titles share the card's 16-point inner margin.
        let text = try #require(cell.textLabel)
        let textX = text.convert(text.bounds, to: scene.table).minX
        #expect(textX == side + margin + 16)
        #expect(scene.sectionViews.count == 3)
        for view in scene.sectionViews {
            #expect(view.contentView.frame == view.bounds)
            #expect(view.textLabel.convert(view.textLabel.bounds, to: scene.table).minX == textX)
        }
    }

    @Test("Rotating to landscape moves the sections inside the safe area, and rotating back returns them")
    func rotation() {
        let scene = GroupedScene(device: .iPhone15)
        #expect(scene.cardsSpan(left: 16, right: 16))
        scene.window.device = .iPhone15Landscape
        scene.window.layoutIfNeeded()
        #expect(scene.cardsSpan(left: side + margin, right: side + margin))
        scene.window.device = .iPhone15
        scene.window.layoutIfNeeded()
        #expect(scene.cardsSpan(left: 16, right: 16))
    }

    @Test("A change of the side safe area alone, at the same width, lays the sections out again")
    func safeAreaChangeAlone() {
        let scene = GroupedScene(device: .iPhone15)
        scene.root.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        scene.window.layoutIfNeeded()
        #expect(scene.cardsSpan(left: 30 + 16, right: 10 + 16))
        scene.root.additionalSafeAreaInsets = .zero
        scene.window.layoutIfNeeded()
        #expect(scene.cardsSpan(left: 16, right: 16))
    }

    @Test("With insetsLayoutMarginsFromSafeArea off sections keep the bare margin, while content views still clear the housing")
    func marginsOutsideSafeArea() throws {
        let scene = GroupedScene(device: .iPhone15Landscape)
        #expect(scene.cardsSpan(left: side + margin, right: side + margin))
        scene.table.insetsLayoutMarginsFromSafeArea = false
        scene.window.layoutIfNeeded()
        #expect(scene.cardsSpan(left: margin, right: margin))
        let cell = try #require(scene.table.cellForRow(at: .ip(0, 0)))
        #expect(cell.contentView.convert(cell.contentView.bounds, to: scene.table).minX == side)
        scene.table.insetsLayoutMarginsFromSafeArea = true
        scene.window.layoutIfNeeded()
        #expect(scene.cardsSpan(left: side + margin, right: side + margin))
    }

    @Test("A right-to-left table keeps each section clear of the housing on the side where it is")
    func rightToLeft() {
        let scene = GroupedScene(device: .housingOnRight)
        scene.table.semanticContentAttribute = .forceRightToLeft
        scene.window.layoutIfNeeded()
        #expect(scene.table.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(scene.cardsSpan(left: margin, right: side + margin))
    }

    @Test("Plain and grouped rows still span a landscape table, their content views inside the safe area")
    func otherStylesUnchanged() throws {
        for style in [TableNode.Style.plain, .grouped] {
            let scene = GroupedScene(device: .iPhone15Landscape, style: style)
            #expect(scene.cardsSpan(left: 0, right: 0))
            let cell = try #require(scene.table.cellForRow(at: .ip(0, 0)))
            #expect(cell.contentView.frame.minX == side)
        }
    }
}
