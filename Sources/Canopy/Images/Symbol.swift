import Foundation

/// Canopy's own vector icons for bar and tab items, named as the SF Symbols they stand in for.
///
/// Each is drawn from paths written for Canopy on a 24-unit grid (the grid of most open icon
/// sets), strokes 2 units wide with round ends, then scaled into the drawing rectangle. They
/// are look-alikes for screenshots, not Apple's glyphs.
public enum Symbol: String, CaseIterable, Sendable, Hashable {
    case chevronLeft = "chevron.left"
    case chevronRight = "chevron.right"
    case chevronBackward = "chevron.backward"
    case chevronForward = "chevron.forward"
    case plus
    case xmark
    case checkmark
    case ellipsis
    case ellipsisCircle = "ellipsis.circle"
    case magnifyingglass
    case house
    case houseFill = "house.fill"
    case person
    case personFill = "person.fill"
    case gear
    case squareAndArrowUp = "square.and.arrow.up"
    case squareAndPencil = "square.and.pencil"
    case trash
    case arrowClockwise = "arrow.clockwise"
    case star
    case starFill = "star.fill"
    case bookmark
    case squareGrid2x2 = "square.grid.2x2"

    /// The drawing box in points: 22 × 22, the size a 17-point symbol takes in a bar
    /// (UIKit's bar-button symbol configuration is 17-point regular).
    public var size: CGSize { CGSize(width: 22, height: 22) }

    /// Draws the symbol scaled from its 24-unit grid into `rect`, in `color`.
    public func draw(in rect: CGRect, color: Color, on canvas: Canvas) {
        guard rect.width > 0, rect.height > 0 else { return }
        canvas.saveState()
        canvas.translate(dx: rect.minX, dy: rect.minY)
        canvas.concatenate(AffineTransform(scaleByX: rect.width / 24, byY: rect.height / 24))
        for part in parts {
            canvas.fill(part.path, color: color, rule: part.rule)
        }
        canvas.restoreState()
    }

    /// The filled shapes, in grid units.
    var parts: [SymbolPen.Part] {
        var pen = SymbolPen()
        switch self {
        case .chevronLeft, .chevronBackward:
            pen.stroke([(15.5, 3.5), (7, 12), (15.5, 20.5)], width: 2.4)
        case .chevronRight, .chevronForward:
            pen.stroke([(8.5, 3.5), (17, 12), (8.5, 20.5)], width: 2.4)
        case .plus:
            pen.stroke([(12, 3.5), (12, 20.5)])
            pen.stroke([(3.5, 12), (20.5, 12)])
        case .xmark:
            pen.stroke([(5.5, 5.5), (18.5, 18.5)])
            pen.stroke([(18.5, 5.5), (5.5, 18.5)])
        case .checkmark:
            pen.stroke([(4.5, 12.5), (9.5, 18), (19.5, 5.5)], width: 2.2)
        case .ellipsis:
            for x in [5.0, 12, 19] { pen.dot(x, 12, radius: 1.9) }
        case .ellipsisCircle:
            pen.ring(12, 12, radius: 10)
            for x in [7.5, 12, 16.5] { pen.dot(x, 12, radius: 1.4) }
        case .magnifyingglass:
            pen.ring(10, 10, radius: 6.5)
            pen.stroke([(14.8, 14.8), (20.5, 20.5)], width: 2.4)
        case .house:
            pen.stroke([(2.5, 11.5), (12, 3.5), (21.5, 11.5)])
            pen.stroke([(5.5, 9.5), (5.5, 20.5), (18.5, 20.5), (18.5, 9.5)])
        case .houseFill:
            pen.stroke([(2.5, 11.5), (12, 3.5), (21.5, 11.5)])
            pen.polygon([(5, 10), (12, 4.2), (19, 10), (19, 21), (5, 21)])
        case .person:
            pen.ring(12, 7.5, radius: 4)
            pen.stroke(SymbolPen.cubic(from: (4.5, 20.5), (5, 13.5), (19, 13.5), to: (19.5, 20.5)))
            pen.stroke([(4.5, 20.5), (19.5, 20.5)])
        case .personFill:
            pen.dot(12, 7.5, radius: 5)
            pen.polygon(SymbolPen.cubic(from: (3.5, 21.5), (4, 13), (20, 13), to: (20.5, 21.5)))
        case .gear:
            pen.gear()
        case .squareAndArrowUp:
            pen.stroke([(8.5, 9), (5, 9), (5, 21), (19, 21), (19, 9), (15.5, 9)])
            pen.stroke([(12, 2.5), (12, 15)])
            pen.stroke([(8, 6.5), (12, 2.5), (16, 6.5)])
        case .squareAndPencil:
            pen.stroke([(11, 4), (4, 4), (4, 20), (20, 20), (20, 13)])
            pen.stroke([(10, 14), (20.5, 3.5)], width: 2.4)
        case .trash:
            pen.stroke([(3.5, 6), (20.5, 6)])
            pen.stroke([(9, 6), (9, 3), (15, 3), (15, 6)])
            pen.stroke([(6, 6), (7, 21), (17, 21), (18, 6)])
        case .arrowClockwise:
            pen.stroke(SymbolPen.arc(center: (12, 13), radius: 7.5, from: -100, to: 200))
            pen.polygon([(10.5, 1.5), (16, 5.5), (10.5, 9.5)])
        case .star:
            pen.stroke(SymbolPen.starPoints(), closed: true)
        case .starFill:
            pen.polygon(SymbolPen.starPoints())
        case .bookmark:
            pen.stroke([(6, 3), (18, 3), (18, 21), (12, 16), (6, 21)], closed: true)
        case .squareGrid2x2:
            for (x, y) in [(3.0, 3.0), (13, 3), (3, 13), (13, 13)] {
                pen.parts.append(.init(path: .roundedRect(CGRect(x: x, y: y, width: 8, height: 8), cornerRadius: 2), rule: .winding))
            }
        }
        return pen.parts
    }
}

/// Builds a symbol's filled shapes: strokes become outlines with round ends and joins, so any
/// backend draws them alike.
struct SymbolPen {
    /// One fill: a path and its rule.
    struct Part {
        var path: Path
        var rule: FillRule
    }

    var parts: [Part] = []

    /// A polyline `width` units wide with round caps and joins: a quadrilateral per segment
    /// plus a disc per vertex, all wound the same way so the non-zero rule merges them.
    mutating func stroke(_ points: [(Double, Double)], width: Double = 2, closed: Bool = false) {
        guard let first = points.first else { return }
        let h = width / 2
        var path = Path()
        let all = closed ? points + [first] : points
        for i in 0..<(all.count - 1) {
            let (x0, y0) = all[i], (x1, y1) = all[i + 1]
            let dx = x1 - x0, dy = y1 - y0
            let length = (dx * dx + dy * dy).squareRoot()
            guard length > 0 else { continue }
            let nx = -dy / length * h, ny = dx / length * h
            // p0 + n, p1 + n, p1 - n, p0 - n; reversed when needed so every quad winds
            // clockwise on screen, as `Path.addEllipse` does.
            var quad = [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)]
            if Self.signedArea(quad) < 0 { quad.reverse() }
            path.move(to: CGPoint(x: quad[0].0, y: quad[0].1))
            for p in quad.dropFirst() { path.addLine(to: CGPoint(x: p.0, y: p.1)) }
            path.closeSubpath()
        }
        for (x, y) in points {
            path.addEllipse(in: CGRect(x: x - h, y: y - h, width: 2 * h, height: 2 * h))
        }
        parts.append(Part(path: path, rule: .winding))
    }

    /// A filled disc.
    mutating func dot(_ x: Double, _ y: Double, radius r: Double) {
        parts.append(Part(path: .ellipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r)), rule: .winding))
    }

    /// A circle outline `width` units wide: two discs under the even-odd rule.
    mutating func ring(_ x: Double, _ y: Double, radius r: Double, width: Double = 2) {
        var path = Path()
        let outer = r + width / 2, inner = r - width / 2
        path.addEllipse(in: CGRect(x: x - outer, y: y - outer, width: 2 * outer, height: 2 * outer))
        path.addEllipse(in: CGRect(x: x - inner, y: y - inner, width: 2 * inner, height: 2 * inner))
        parts.append(Part(path: path, rule: .evenOdd))
    }

    /// A filled polygon.
    mutating func polygon(_ points: [(Double, Double)]) {
        guard let first = points.first else { return }
        var path = Path()
        path.move(to: CGPoint(x: first.0, y: first.1))
        for p in points.dropFirst() { path.addLine(to: CGPoint(x: p.0, y: p.1)) }
        path.closeSubpath()
        parts.append(Part(path: path, rule: .winding))
    }

    /// A cog: eight teeth around a disc with a round hole, even-odd filled.
    mutating func gear() {
        var path = Path()
        let teeth = 8
        var points: [(Double, Double)] = []
        for i in 0..<(teeth * 4) {
            // Each tooth is four corners: root, tip, tip, root, at these angular steps.
            let step = Double.pi * 2 / Double(teeth * 4)
            let angle = Double(i) * step - step / 2
            let radius = (i % 4 == 1 || i % 4 == 2) ? 11.0 : 8.5
            points.append((12 + radius * cos(angle), 12 + radius * sin(angle)))
        }
        path.move(to: CGPoint(x: points[0].0, y: points[0].1))
        for p in points.dropFirst() { path.addLine(to: CGPoint(x: p.0, y: p.1)) }
        path.closeSubpath()
        path.addEllipse(in: CGRect(x: 8.5, y: 8.5, width: 7, height: 7))
        parts.append(Part(path: path, rule: .evenOdd))
    }

    /// Twice the signed area of a polygon; positive when it winds clockwise on a y-down screen.
    static func signedArea(_ points: [(Double, Double)]) -> Double {
        var sum = 0.0
        for i in points.indices {
            let (x0, y0) = points[i], (x1, y1) = points[(i + 1) % points.count]
            sum += x0 * y1 - x1 * y0
        }
        return sum
    }

    /// A cubic Bézier flattened into 16 segments (enough for a 24-unit icon to look smooth).
    static func cubic(from p0: (Double, Double), _ c1: (Double, Double), _ c2: (Double, Double), to p1: (Double, Double)) -> [(Double, Double)] {
        (0...16).map { i in
            let t = Double(i) / 16, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
            return (a * p0.0 + b * c1.0 + c * c2.0 + d * p1.0, a * p0.1 + b * c1.1 + c * c2.1 + d * p1.1)
        }
    }

    /// A circular arc from `start` to `end` degrees (clockwise on screen), in 24 segments.
    static func arc(center: (Double, Double), radius: Double, from start: Double, to end: Double) -> [(Double, Double)] {
        (0...24).map { i in
            let a = (start + (end - start) * Double(i) / 24) * Double.pi / 180
            return (center.0 + radius * cos(a), center.1 + radius * sin(a))
        }
    }

    /// A five-pointed star's ten corners, point up.
    static func starPoints() -> [(Double, Double)] {
        (0..<10).map { i in
            let a = (-90 + Double(i) * 36) * Double.pi / 180
            let r = i % 2 == 0 ? 10.5 : 4.4
            return (12 + r * cos(a), 12.8 + r * sin(a))
        }
    }
}
