import Canopy
import Foundation
import Testing

/// A view whose `updateConstraints` and `layoutSubviews` record what they saw.
private final class RecordingView: ViewNode {
    var events: [String] = []
    var onUpdate: (() -> Void)?

    override func updateConstraints() {
        events.append("updateConstraints")
        onUpdate?()
    }

    override func layoutSubviews() {
        events.append("layoutSubviews \(subviews.first.map { "\($0.frame)" } ?? "")")
    }
}

/// A constraint-placed view: `translatesAutoresizingMaskIntoConstraints` off, as UIKit code sets it.
private func placed(_ view: ViewNode = ViewNode(), in parent: ViewNode) -> ViewNode {
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}

private func label(_ text: String, in parent: ViewNode) -> LabelNode {
    let label = LabelNode()
    label.textMetrics = FixedTextMetrics()
    label.font = .system(size: 10)
    label.text = text
    _ = placed(label, in: parent)
    return label
}

@Suite("Constraint layout")
struct ConstraintLayoutTests {
    @Test("A view pinned to its superview's edges with insets takes the inset frame")
    func pinnedToEdges() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = placed(in: root)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            child.heightAnchor.constraint(equalToConstant: 44),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 16, y: 20, width: 288, height: 44))
        // As in UIKit, a constant size is held by the view itself, the rest by the parent.
        #expect(root.constraints.count == 3)
        #expect(child.constraints.count == 1)
    }

    @Test("A label pinned to the safe area takes its intrinsic size below the inset")
    func labelPinnedToSafeArea() {
        let window = WindowNode(size: CGSize(width: 390, height: 844), safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let controller = ViewControllerNode()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let text = label("Hello", in: controller.view)
        LayoutConstraint.activate([
            text.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor, constant: 8),
            text.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
        ])
        window.layoutIfNeeded()
        // Five characters of half the font size each; one line of 1.2 × the font size.
        #expect(text.frame == CGRect(x: controller.view.layoutMargins.left, y: 55, width: 25, height: 12))
    }

    @Test("Between fixed edges the label with less compression resistance gives way")
    func compressionResistanceDecides() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let first = label("aaaaaaaaaaaa", in: root)  // 60 points wide
        let second = label("bbbbbbbbbbbb", in: root)
        first.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(first.frame.width == 60)
        #expect(second.frame == CGRect(x: 60, y: 0, width: 40, height: 12))
    }

    @Test("With room to spare the label with less content hugging stretches")
    func huggingDecides() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
        let first = label("aa", in: root)
        let second = label("bb", in: root)
        second.setContentHuggingPriority(.defaultLow + 1, for: .horizontal)
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            second.leadingAnchor.constraint(equalTo: first.trailingAnchor, constant: 10),
            second.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        root.layoutIfNeeded()
        #expect(second.frame.width == 10)
        #expect(first.frame.width == 180)
    }

    @Test("Changing a constant moves the view in the next pass")
    func constantChange() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = placed(in: root)
        let top = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10)
        LayoutConstraint.activate([
            top, child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
            child.heightAnchor.constraint(equalTo: child.widthAnchor, multiplier: 0.25, constant: 2),
        ])
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 10, width: 160, height: 42))
        top.constant = 30
        #expect(root.needsLayout)
        root.layoutIfNeeded()
        #expect(child.frame.minY == 30)
        top.isActive = false
        #expect(root.constraints.count == 2)
    }

    @Test("A frame-based view is held at its frame and constrained views align to it")
    func mixedWithFrames() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let header = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 64))
        root.addSubview(header)
        let body = placed(in: root)
        LayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: header.bottomAnchor),
            body.leftAnchor.constraint(equalTo: root.leftAnchor),
            body.rightAnchor.constraint(equalTo: root.rightAnchor),
            body.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 64))
        #expect(body.frame == CGRect(x: 0, y: 64, width: 320, height: 416))
    }

    @Test("A grandchild pinned to the root is placed in its own superview's coordinates")
    func grandchildCoordinates() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let card = ViewNode(frame: CGRect(x: 50, y: 40, width: 200, height: 200))
        root.addSubview(card)
        let badge = placed(in: card)
        LayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            badge.widthAnchor.constraint(equalToConstant: 20),
            badge.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 90, y: 105, width: 20, height: 10))
        #expect(root.constraints.count == 2)
        #expect(badge.constraints.count == 2)
    }

    @Test("Contradicting required constraints break the last one and report the conflict")
    func unsatisfiable() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let child = placed(in: root)
        let width = child.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "width-100"
        let other = child.widthAnchor.constraint(equalToConstant: 200)
        other.identifier = "width-200"
        let diagnostics = Diagnostics.capture {
            LayoutConstraint.activate([child.leftAnchor.constraint(equalTo: root.leftAnchor), width, other])
            root.layoutIfNeeded()
        }
        #expect(child.frame.width == 100)
        #expect(diagnostics.map(\.code) == ["layout.unsatisfiable"])
        #expect(diagnostics.first?.message.contains("'width-100'") == true)
        #expect(diagnostics.first?.message.contains("Breaking 'width-200'") == true)
    }

    @Test("Views without a common ancestor and non-finite numbers are refused")
    func refusals() {
        let a = ViewNode(), b = ViewNode()
        let unrelated = a.leftAnchor.constraint(equalTo: b.leftAnchor)
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = placed(in: root)
        let nan = child.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .nan)
        let finite = child.widthAnchor.constraint(equalToConstant: 10)
        let diagnostics = Diagnostics.capture {
            unrelated.isActive = true
            nan.isActive = true
            finite.isActive = true
            finite.constant = .infinity
            finite.priority = LayoutPriority(0)
        }
        #expect(diagnostics.map(\.code) == ["layout.noCommonAncestor", "layout.nonFinite", "layout.nonFinite", "layout.priority"])
        #expect(!unrelated.isActive && !nan.isActive && finite.isActive)
        #expect(finite.constant == 10 && finite.priority == .required)
    }

    @Test("updateConstraints runs before the solve and layoutSubviews sees solved frames")
    func passOrder() {
        let root = RecordingView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = placed(in: root)
        root.onUpdate = {
            LayoutConstraint.activate([
                child.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
                child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        root.setNeedsUpdateConstraints()
        #expect(root.needsUpdateConstraints())
        root.layoutIfNeeded()
        #expect(root.events == ["updateConstraints", "layoutSubviews \(CGRect(x: 5, y: 5, width: 10, height: 10))"])
        #expect(!root.needsUpdateConstraints())
    }

    @Test("A cell sizes itself to its label with systemLayoutSizeFitting")
    func selfSizing() {
        let cell = ViewNode(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let text = label("Twenty characters!!!", in: cell)  // 100 × 12
        LayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
            text.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
            text.topAnchor.constraint(equalTo: cell.topAnchor, constant: 11),
            text.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -11),
        ])
        #expect(cell.systemLayoutSizeFitting(ViewNode.layoutFittingCompressedSize) == CGSize(width: 132, height: 34))
        let fixedWidth = cell.systemLayoutSizeFitting(
            CGSize(width: 320, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        #expect(fixedWidth == CGSize(width: 320, height: 34))
        #expect(cell.frame.size == CGSize(width: 320, height: 44))
    }

    @Test("A multi-line label wraps at its preferred width for its intrinsic size")
    func preferredMaxLayoutWidth() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let text = label("aaaa bbbb cccc", in: root)
        text.numberOfLines = 0
        text.preferredMaxLayoutWidth = 50
        LayoutConstraint.activate([
            text.leftAnchor.constraint(equalTo: root.leftAnchor), text.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(text.frame.size == CGSize(width: 45, height: 24))
        text.preferredMaxLayoutWidth = 0
        #expect(root.needsLayout)
        root.layoutIfNeeded()
        #expect(text.frame.size == CGSize(width: 70, height: 12))
    }

    @Test("A custom layout guide is placed by constraints and views can pin to it")
    func customGuide() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        let guide = LayoutGuide()
        guide.identifier = "gap"
        root.addLayoutGuide(guide)
        let right = placed(in: root)
        LayoutConstraint.activate([
            guide.leftAnchor.constraint(equalTo: root.leftAnchor),
            guide.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3),
            guide.topAnchor.constraint(equalTo: root.topAnchor),
            guide.heightAnchor.constraint(equalToConstant: 1),
            right.leftAnchor.constraint(equalTo: guide.rightAnchor),
            right.rightAnchor.constraint(equalTo: root.rightAnchor),
            right.topAnchor.constraint(equalTo: root.topAnchor),
            right.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == CGRect(x: 0, y: 0, width: 100, height: 1))
        #expect(right.frame == CGRect(x: 100, y: 0, width: 200, height: 100))
        #expect(root.layoutGuides.count == 1)
    }

    @Test("A view tree laid out by frames makes no constraint state")
    func framesOnlyCostNothing() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = ViewNode(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(root.constraints.isEmpty && child.translatesAutoresizingMaskIntoConstraints)
        #expect(child.frame == CGRect(x: 10, y: 10, width: 10, height: 10))
    }

    @Test("A view with a free edge has ambiguous layout until a constraint fixes it")
    func ambiguity() {
        let root = ViewNode(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = placed(in: root)
        LayoutConstraint.activate([
            child.leftAnchor.constraint(equalTo: root.leftAnchor),
            child.widthAnchor.constraint(equalToConstant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        #expect(child.hasAmbiguousLayout)
        child.heightAnchor.constraint(greaterThanOrEqualToConstant: 5).isActive = true
        #expect(child.hasAmbiguousLayout)
        child.heightAnchor.constraint(equalToConstant: 20).isActive = true
        #expect(!child.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
    }
}
