import Canopy
import Foundation
import Testing

/// A table filling an iPhone 15 in landscape: 852 points wide, 59 points of safe area at each side.
private struct LandscapeTable {
    static let side: CGFloat = 59
    let window = WindowNode(device: .iPhone15Landscape)
    let root = ViewControllerNode()
    let table: TableNode
    let fixture: TableFixture

    init(style: TableNode.Style = .plain, cellClass: AnyClass = TableCellNode.self, configure: (TableNode, TableFixture) -> Void = { _, _ in }) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        table = TableNode(frame: root.view.bounds, style: style)
        fixture = TableFixture(rowCounts: [3])
        table.register(cellClass, forCellReuseIdentifier: fixture.identifier)
        configure(table, fixture)
        table.dataSource = fixture
        table.delegate = fixture
        root.view.addSubview(table)
        window.layoutIfNeeded()
    }

    var firstCell: TableCellNode? { table.cellForRow(at: .ip(0, 0)) }
    var width: CGFloat { table.bounds.width }

    func layout() {
        table.setNeedsLayout()
        for cell in table.visibleCells { cell.setNeedsLayout() }
        window.layoutIfNeeded()
    }
}

/// A value1 cell for the standard-layout checks.
private final class Value1Cell: TableCellNode {
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .value1, reuseIdentifier: reuseIdentifier)
    }
}

/// A subtitle cell for the standard-layout checks.
private final class SubtitleCell: TableCellNode {
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
    }
}

@Suite("Table content views inside the safe area")
struct TableSafeAreaContentTests {
    @Test("In landscape a cell's content view lies inside the side safe area while the cell spans the table")
    func contentViewInsideSafeArea() throws {
        let scene = LandscapeTable()
        let cell = try #require(scene.firstCell)
        let side = LandscapeTable.side
        #expect(cell.safeAreaInsets.left == side && cell.safeAreaInsets.right == side)
        // The cell, whose bounds its background fills, keeps the table's whole width.
        #expect(cell.frame.minX == 0 && cell.frame.width == scene.width)
        #expect(cell.contentView.frame == CGRect(x: side, y: 0, width: scene.width - 2 * side, height: cell.bounds.height))
        let canvas = ExtentCanvas()
        cell.draw(in: canvas)
        #expect(canvas.fills.first == 0...scene.width)
    }

    @Test("The standard accessory and an accessory view sit inside the trailing safe area")
    func accessoryInsideSafeArea() throws {
        let scene = LandscapeTable()
        let cell = try #require(scene.firstCell)
        let side = LandscapeTable.side
        cell.accessoryType = .disclosureIndicator
        scene.window.layoutIfNeeded()
        // A chevron takes 34 points from the content view (8 wide, a 16-point margin, a 10-point gap).
        #expect(cell.contentView.frame.maxX == scene.width - side - 34)
        let canvas = ExtentCanvas()
        cell.draw(in: canvas)
        #expect(canvas.strokes.last?.upperBound == scene.width - side - 16)

        let badge = ViewNode(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        cell.accessoryView = badge
        scene.window.layoutIfNeeded()
        #expect(badge.frame.maxX == scene.width - side - 16)
    }

    @Test("Turning insetsContentViewsToSafeArea off runs content views across the whole cell, on again brings them back")
    func propertyOffRestoresFullWidth() throws {
        let scene = LandscapeTable()
        let cell = try #require(scene.firstCell)
        let side = LandscapeTable.side
        #expect(scene.table.insetsContentViewsToSafeArea)
        #expect(cell.contentView.frame.minX == side)

        scene.table.insetsContentViewsToSafeArea = false
        scene.window.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: scene.width, height: cell.bounds.height))

        scene.table.insetsContentViewsToSafeArea = true
        scene.window.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == side && cell.contentView.frame.maxX == scene.width - side)
    }

    @Test("Subtitle and value1 labels start at the margin past the leading safe area and end before the trailing one")
    func standardLayoutInsideSafeArea() throws {
        let side = LandscapeTable.side
        let subtitle = LandscapeTable(cellClass: SubtitleCell.self)
        let sub = try #require(subtitle.firstCell)
        sub.detailTextLabel?.text = "Detail"
        subtitle.layout()
        let title = try #require(sub.textLabel), detail = try #require(sub.detailTextLabel)
        #expect(title.convert(title.bounds, to: sub).minX == side + 16)
        #expect(detail.convert(detail.bounds, to: sub).minX == side + 16)
        #expect(title.convert(title.bounds, to: sub).maxX <= subtitle.width - side - 16)

        let value1 = LandscapeTable(cellClass: Value1Cell.self)
        let cell = try #require(value1.firstCell)
        cell.detailTextLabel?.text = "On"
        value1.layout()
        let text = try #require(cell.textLabel), value = try #require(cell.detailTextLabel)
        #expect(text.convert(text.bounds, to: cell).minX == side + 16)
        #expect(value.convert(value.bounds, to: cell).maxX == value1.width - side - 16)
    }

    @Test("Section header and footer content views lie inside the safe area; their backgrounds span the table")
    func headerFooterContentInsideSafeArea() throws {
        let side = LandscapeTable.side
        let scene = LandscapeTable { _, fixture in
            fixture.headerTitles = [0: "Header"]
            fixture.footerTitles = [0: "Footer"]
        }
        let views = scene.table.subviews.compactMap { $0 as? TableHeaderFooterNode }
        #expect(views.count == 2)
        for view in views {
            #expect(view.frame.minX == 0 && view.frame.width == scene.width)
            #expect(view.contentView.frame.minX == side && view.contentView.frame.maxX == scene.width - side)
            #expect(view.textLabel.convert(view.textLabel.bounds, to: view).minX == side + 16)
        }
        scene.table.insetsContentViewsToSafeArea = false
        scene.window.layoutIfNeeded()
        for view in views { #expect(view.contentView.frame == view.bounds) }
    }

    @Test("Separator insets count from the cell's edges by default, and from the margin inside the safe area fromAutomaticInsets")
    func separatorReference() throws {
        let side = LandscapeTable.side
        let scene = LandscapeTable()
        let cell = try #require(scene.firstCell)
        cell.separatorInset = EdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
        let edges = ExtentCanvas()
        cell.draw(in: edges)
        // The hairline is the last fill before the (absent) accessory.
        #expect(edges.fills.last == 72...scene.width)

        scene.table.separatorInsetReference = .fromAutomaticInsets
        scene.window.layoutIfNeeded()
        let automatic = ExtentCanvas()
        cell.draw(in: automatic)
        #expect(automatic.fills.last == (side + 16 + 72)...scene.width)
    }
}
