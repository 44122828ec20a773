import Foundation

// The constraints a stack makes: a chain along the axis shaped by the distribution, and
// one or two edge relations across it shaped by the alignment. Equal spacing and equal
// centring measure their gaps with spacer guides, as UIKit's stack does.

extension StackNode {
    /// Replaces the stack's constraints with ones for the current arrangement.
    func rebuildArrangement() {
        LayoutConstraint.deactivate(stackConstraints)
        for guide in spacerGuides { removeLayoutGuide(guide) }
        stackConstraints = []
        spacerGuides = []
        let views = arrangedSubviews.filter { !$0.isHidden && $0.superview === self }
        guard !views.isEmpty else { return }
        var made: [LayoutConstraint] = []
        let container: Edges = isLayoutMarginsRelativeArrangement ? Edges(layoutMarginsGuide) : Edges(self)
        let along = axis == .horizontal ? Edges.horizontal : Edges.vertical
        let across = axis == .horizontal ? Edges.vertical : Edges.horizontal
        let items = views.map { Edges($0) }

        made.append(along.start(items[0]).constraint(equalTo: along.start(container)))
        made.append(along.end(items[items.count - 1]).constraint(equalTo: along.end(container)))
        for index in 1..<max(1, items.count) {
            let previous = items[index - 1], next = items[index]
            let gap = self.gap(after: views[index - 1])
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                made.append(along.start(next).constraint(equalTo: along.end(previous), constant: gap))
            case .equalSpacing, .equalCentering:
                made.append(along.start(next).constraint(greaterThanOrEqualTo: along.end(previous), constant: gap))
            }
        }
        switch distribution {
        case .fill, .equalSpacing, .equalCentering:
            break
        case .fillEqually:
            for item in items.dropFirst() {
                made.append(along.length(item).constraint(equalTo: along.length(items[0])))
            }
        case .fillProportionally:
            let lengths = views.map { view -> CGFloat in
                let size = view.intrinsicContentSize
                return Swift.max(0, axis == .horizontal ? size.width : size.height)
            }
            if lengths[0] > 0 {
                for (index, item) in items.enumerated().dropFirst() {
                    made.append(along.length(item).constraint(equalTo: along.length(items[0]), multiplier: lengths[index] / lengths[0]))
                }
            }
        }
        if distribution == .equalSpacing || distribution == .equalCentering, items.count > 1 {
            made += spacers(items, along: along)
        }
        if axis == .horizontal, alignment == .firstBaseline || alignment == .lastBaseline {
            made += baselineConstraints(views, container)
        } else {
            for item in items { made += alignmentConstraints(item, container, across) }
        }
        for constraint in made { constraint.identifier = "stack \(diagnosticName)" }
        stackConstraints = made
        LayoutConstraint.activate(made)
    }

    /// Equal spacer guides between neighbours: between edges for equal spacing, between
    /// centres for equal centring.
    private func spacers(_ items: [Edges], along: Edges.Axis) -> [LayoutConstraint] {
        var made: [LayoutConstraint] = []
        var first: LayoutGuide?
        for index in 1..<items.count {
            let guide = LayoutGuide()
            guide.identifier = "stack spacer"
            addLayoutGuide(guide)
            spacerGuides.append(guide)
            let spacer = Edges(guide)
            if distribution == .equalSpacing {
                made.append(along.start(spacer).constraint(equalTo: along.end(items[index - 1])))
                made.append(along.end(spacer).constraint(equalTo: along.start(items[index])))
            } else {
                made.append(along.start(spacer).constraint(equalTo: along.center(items[index - 1])))
                made.append(along.end(spacer).constraint(equalTo: along.center(items[index])))
            }
            if let first {
                made.append(along.length(spacer).constraint(equalTo: along.length(Edges(first))))
            } else {
                first = guide
            }
        }
        return made
    }

    /// A row's baselines on one line, every view inside the stack and, below requiredness,
    /// pulled to the top (first baselines) or bottom (last baselines) so the line is as
    /// close to that edge as the tallest ascent or descent allows.
    private func baselineConstraints(_ views: [ViewNode], _ container: Edges) -> [LayoutConstraint] {
        let first = alignment == .firstBaseline
        var made: [LayoutConstraint] = []
        for view in views {
            if view !== views[0] {
                made.append(
                    first
                        ? view.firstBaselineAnchor.constraint(equalTo: views[0].firstBaselineAnchor)
                        : view.lastBaselineAnchor.constraint(equalTo: views[0].lastBaselineAnchor))
            }
            made.append(view.topAnchor.constraint(greaterThanOrEqualTo: container.y.start))
            made.append(view.bottomAnchor.constraint(lessThanOrEqualTo: container.y.end))
            let pull =
                first
                ? view.topAnchor.constraint(equalTo: container.y.start)
                : view.bottomAnchor.constraint(equalTo: container.y.end)
            // Below the default hugging, so the pull never stretches a view.
            pull.priority = .defaultLow - 1
            made.append(pull)
        }
        return made
    }

    /// Where one view sits across the axis.
    private func alignmentConstraints(_ item: Edges, _ container: Edges, _ across: Edges.Axis) -> [LayoutConstraint] {
        switch alignment {
        case .fill:
            return [
                across.start(item).constraint(equalTo: across.start(container)),
                across.end(item).constraint(equalTo: across.end(container)),
            ]
        case .leading, .firstBaseline:  // baselines align in rows; a column aligns leading
            return [
                across.start(item).constraint(equalTo: across.start(container)),
                across.end(item).constraint(lessThanOrEqualTo: across.end(container)),
            ]
        case .trailing, .lastBaseline:  // baselines align in rows; a column aligns trailing
            return [
                across.end(item).constraint(equalTo: across.end(container)),
                across.start(item).constraint(greaterThanOrEqualTo: across.start(container)),
            ]
        case .center:
            return [
                across.center(item).constraint(equalTo: across.center(container)),
                across.start(item).constraint(greaterThanOrEqualTo: across.start(container)),
            ]
        }
    }
}

/// The anchors of a view or guide, so one code path serves both axes.
struct Edges {
    let x: (start: LayoutXAxisAnchor, end: LayoutXAxisAnchor, center: LayoutXAxisAnchor, length: LayoutDimension)
    let y: (start: LayoutYAxisAnchor, end: LayoutYAxisAnchor, center: LayoutYAxisAnchor, length: LayoutDimension)

    init(_ view: ViewNode) {
        x = (view.leadingAnchor, view.trailingAnchor, view.centerXAnchor, view.widthAnchor)
        y = (view.topAnchor, view.bottomAnchor, view.centerYAnchor, view.heightAnchor)
    }

    init(_ guide: LayoutGuide) {
        x = (guide.leadingAnchor, guide.trailingAnchor, guide.centerXAnchor, guide.widthAnchor)
        y = (guide.topAnchor, guide.bottomAnchor, guide.centerYAnchor, guide.heightAnchor)
    }

    /// One axis's anchors, erased to a common shape.
    struct Axis {
        let start: (Edges) -> AnyPosition
        let end: (Edges) -> AnyPosition
        let center: (Edges) -> AnyPosition
        let length: (Edges) -> LayoutDimension
    }

    static var horizontal: Axis {
        Axis(
            start: { AnyPosition.x($0.x.start) }, end: { AnyPosition.x($0.x.end) }, center: { AnyPosition.x($0.x.center) },
            length: { $0.x.length })
    }
    static var vertical: Axis {
        Axis(
            start: { AnyPosition.y($0.y.start) }, end: { AnyPosition.y($0.y.end) }, center: { AnyPosition.y($0.y.center) },
            length: { $0.y.length })
    }
}

/// A position anchor of either axis; a stack relates only positions from one
/// `Edges.Axis`, so both sides always share an axis.
struct AnyPosition {
    let item: LayoutItem
    let attribute: LayoutAttribute

    static func x(_ anchor: LayoutXAxisAnchor) -> AnyPosition { AnyPosition(item: anchor.item, attribute: anchor.attribute) }
    static func y(_ anchor: LayoutYAxisAnchor) -> AnyPosition { AnyPosition(item: anchor.item, attribute: anchor.attribute) }

    private func make(_ relation: LayoutConstraint.Relation, _ other: AnyPosition, _ constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(
            first: item, firstAttribute: attribute, relation: relation, second: other.item,
            secondAttribute: other.attribute, multiplier: 1, constant: constant)
    }

    func constraint(equalTo other: AnyPosition, constant: CGFloat = 0) -> LayoutConstraint { make(.equal, other, constant) }
    func constraint(greaterThanOrEqualTo other: AnyPosition, constant: CGFloat = 0) -> LayoutConstraint {
        make(.greaterThanOrEqual, other, constant)
    }
    func constraint(lessThanOrEqualTo other: AnyPosition, constant: CGFloat = 0) -> LayoutConstraint {
        make(.lessThanOrEqual, other, constant)
    }
}
