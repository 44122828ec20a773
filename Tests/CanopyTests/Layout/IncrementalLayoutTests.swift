import Canopy
import Foundation
import Testing

/// A view whose intrinsic size the test sets.
private final class ContentView: ViewNode {
    var content = CGSize(width: 10, height: 10) {
        didSet { invalidateIntrinsicContentSize() }
    }
    override var intrinsicContentSize: CGSize { content }
}

/// A random screen of constrained views and a random sequence of edits to it, as plain
/// values, so the same state can be built fresh or reached by editing a live tree.
///
/// Every view's frame is uniquely determined (required positions, intrinsic sizes, distinct
/// priorities), so any correct solve gives the same frames.
private struct RandomScreen {
    /// One constraint: its kind, constant and whether it is active.
    struct Item {
        enum Kind {
            /// `view.leading == previous.trailing + constant` (or the root's leading), required.
            case leading
            /// `view.top == root.top + constant`, required.
            case top
            /// `view.width == constant` at the given priority.
            case width(Float)
            /// `view.height == constant`, required.
            case height
            /// `view.width == multiplier × other.width + constant`, required.
            case ratio(other: Int, multiplier: CGFloat)
        }
        var view: Int
        var kind: Kind
        var constant: CGFloat
        var isActive: Bool
    }

    /// One change between passes.
    enum Edit {
        case constant(item: Int, value: CGFloat)
        case toggle(item: Int)
        case content(view: Int, size: CGSize)
        case rootSize(CGSize)
    }

    var rootSize = CGSize(width: 400, height: 800)
    var contents: [CGSize] = []
    var items: [Item] = []

    init(seed: Int, edits: inout [Edit]) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 7
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let count = 2 + next(6)
        for view in 0..<count {
            contents.append(CGSize(width: 10 + 5 * next(10), height: 10 + 5 * next(6)))
            items.append(Item(view: view, kind: .leading, constant: CGFloat(next(20)), isActive: true))
            items.append(Item(view: view, kind: .top, constant: CGFloat(next(100)), isActive: true))
            if next(2) == 0 {
                items.append(
                    Item(view: view, kind: .width(500 + Float(view)), constant: CGFloat(next(80)), isActive: next(2) == 0))
            }
            if next(3) == 0 {
                items.append(Item(view: view, kind: .height, constant: CGFloat(5 * next(10)), isActive: next(2) == 0))
            }
            if view > 0, next(3) == 0 {
                items.append(
                    Item(
                        view: view, kind: .ratio(other: next(view), multiplier: [0.5, 1.5, 2][next(3)]), constant: 0,
                        isActive: next(2) == 0))
            }
        }
        edits = (0..<30).map { _ in
            switch next(7) {
            case 0, 1, 2: return .constant(item: next(items.count), value: CGFloat(next(90)))
            case 3, 4: return .toggle(item: next(items.count))
            case 5: return .content(view: next(count), size: CGSize(width: 10 + 5 * next(10), height: 10 + 5 * next(6)))
            default: return .rootSize(CGSize(width: 300 + 10 * next(20), height: 600 + 10 * next(20)))
            }
        }
    }

    mutating func apply(_ edit: Edit) {
        switch edit {
        case .constant(let item, let value): items[item].constant = value
        case .toggle(let item):
            // Leading and top keep every view placed; only optional kinds switch.
            if case .leading = items[item].kind { return }
            if case .top = items[item].kind { return }
            items[item].isActive.toggle()
        case .content(let view, let size): contents[view] = size
        case .rootSize(let size): rootSize = size
        }
    }

    /// A live tree for this state: the root, its views and one constraint per item.
    func build() -> (ViewNode, [ContentView], [LayoutConstraint]) {
        let root = ViewNode(frame: CGRect(origin: .zero, size: rootSize))
        let views = contents.map { size -> ContentView in
            let view = ContentView()
            view.content = size
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            return view
        }
        for (index, view) in views.enumerated() {
            // Distinct priorities keep every optimum unique.
            view.setContentHuggingPriority(LayoutPriority(200 + Float(index)), for: .horizontal)
            view.setContentCompressionResistancePriority(LayoutPriority(700 + Float(index)), for: .horizontal)
        }
        let constraints = items.map { item -> LayoutConstraint in
            let view = views[item.view]
            let made: LayoutConstraint
            switch item.kind {
            case .leading:
                let anchor = item.view == 0 ? root.leadingAnchor : views[item.view - 1].trailingAnchor
                made = view.leadingAnchor.constraint(equalTo: anchor, constant: item.constant)
            case .top: made = view.topAnchor.constraint(equalTo: root.topAnchor, constant: item.constant)
            case .width(let priority):
                made = view.widthAnchor.constraint(equalToConstant: item.constant)
                made.priority = LayoutPriority(priority)
            case .height: made = view.heightAnchor.constraint(equalToConstant: item.constant)
            case .ratio(let other, let multiplier):
                made = view.widthAnchor.constraint(
                    equalTo: views[other].widthAnchor, multiplier: multiplier, constant: item.constant)
            }
            made.isActive = item.isActive
            return made
        }
        return (root, views, constraints)
    }
}

@Suite("Incremental constraint layout")
struct IncrementalLayoutTests {
    @Test("Editing a live tree pass by pass gives the frames a freshly built tree gets", arguments: 0..<80)
    func editsMatchFreshBuilds(seed: Int) {
        var edits: [RandomScreen.Edit] = []
        var screen = RandomScreen(seed: seed, edits: &edits)
        let (root, views, constraints) = screen.build()
        root.layoutIfNeeded()
        for (step, edit) in edits.enumerated() {
            screen.apply(edit)
            switch edit {
            case .constant(let item, let value): constraints[item].constant = value
            case .toggle(let item): constraints[item].isActive = screen.items[item].isActive
            case .content(let view, let size): views[view].content = size
            case .rootSize(let size): root.frame = CGRect(origin: .zero, size: size)
            }
            root.layoutIfNeeded()
            let (freshRoot, freshViews, _) = screen.build()
            freshRoot.layoutIfNeeded()
            // The same optimum reached by different pivots can differ in the last bits of
            // a sum; a millionth of a point is far below anything drawn.
            let differences = zip(views, freshViews).map { live, fresh in
                [
                    live.frame.minX - fresh.frame.minX, live.frame.minY - fresh.frame.minY,
                    live.frame.width - fresh.frame.width, live.frame.height - fresh.frame.height,
                ].map(abs).max()!
            }
            #expect(differences.allSatisfy { $0 < 1e-6 }, "seed \(seed) step \(step) \(edit)")
            if differences.contains(where: { $0 >= 1e-6 }) { break }
        }
    }

    @Test("Changing a constant on one view alone re-solves the view that places it")
    func soleViewConstantReachesHolder() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = ViewNode()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            child.topAnchor.constraint(equalTo: root.topAnchor),
            child.heightAnchor.constraint(equalToConstant: 20), width,
        ])
        root.layoutIfNeeded()
        width.constant = 150
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 150, height: 20))
    }
}

@Suite("Constraint layout in a superview too small")
struct TooSmallSuperviewTests {
    @Test("A view whose constraints solve to a negative width gets zero width and no diagnostic")
    func negativeLengthBecomesZero() {
        let root = ViewNode(frame: .zero)
        let child = ViewNode()
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        let diagnostics = Diagnostics.capture { root.layoutIfNeeded() }
        #expect(diagnostics.isEmpty)
        #expect(child.frame == CGRect(x: 16, y: 0, width: 0, height: 10))
    }
}
