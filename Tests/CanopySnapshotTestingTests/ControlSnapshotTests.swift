import Canopy
import CanopySnapshotTesting
import Foundation
import Testing

/// Every control in every state on one sheet, drawn in light and in dark mode.
@Suite("Control snapshots")
struct ControlSnapshotTests {
    /// A sheet of rows, each control placed at its intrinsic size (or the given width).
    static func sheet(dark: Bool) -> ViewNode {
        let sheet = ViewNode(frame: CGRect(x: 0, y: 0, width: 390, height: 520))
        sheet.backgroundColor = .systemBackground
        if dark { sheet.traitOverrides.userInterfaceStyle = .dark }
        var y: CGFloat = 12
        func row(_ controls: [ControlNode], width: CGFloat? = nil, gap: CGFloat = 10) {
            var x: CGFloat = 12
            var height: CGFloat = 0
            for c in controls {
                var size = c.intrinsicContentSize
                if let width { size.width = width }
                c.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
                sheet.addSubview(c)
                x += size.width + gap
                height = max(height, size.height)
            }
            y += height + 14
        }
        func system(_ title: String, _ change: (ButtonNode) -> Void = { _ in }) -> ButtonNode {
            let b = ButtonNode(type: .system)
            b.setTitle(title, for: .normal)
            change(b)
            return b
        }
        row([
            system("Normal"), system("Highlighted") { $0.isHighlighted = true }, system("Disabled") { $0.isEnabled = false },
            system("Selected") {
                $0.setTitle("Selected", for: .selected); $0.setTitleColor(.systemRed, for: .selected); $0.isSelected = true
            },
        ])
        func configured(_ c: ButtonConfiguration, _ title: String, _ change: (ButtonNode) -> Void = { _ in }) -> ButtonNode {
            var c = c
            c.title = title
            let b = ButtonNode(configuration: c)
            change(b)
            return b
        }
        row([configured(.plain(), "Plain"), configured(.tinted(), "Tinted"), configured(.gray(), "Gray"), configured(.filled(), "Filled")])
        var capsule = ButtonConfiguration.filled()
        capsule.cornerStyle = .capsule
        capsule.baseBackgroundColor = .systemGreen
        var subtitled = ButtonConfiguration.tinted()
        subtitled.subtitle = "Subtitle"
        row([
            configured(.filled(), "Pressed") { $0.isHighlighted = true }, configured(.filled(), "Off") { $0.isEnabled = false },
            configured(capsule, "Capsule"), configured(subtitled, "Title"),
        ])
        row([
            ButtonNode(type: .detailDisclosure), ButtonNode(type: .contactAdd), ButtonNode(type: .close),
            system("Tinted") { $0.tintColor = .systemPink },
        ])
        func toggle(_ on: Bool, _ change: (SwitchNode) -> Void = { _ in }) -> SwitchNode {
            let s = SwitchNode()
            s.isOn = on
            change(s)
            return s
        }
        row([
            toggle(false), toggle(true), toggle(false) { $0.isHighlighted = true }, toggle(true) { $0.isEnabled = false },
            toggle(false) { $0.isEnabled = false }, toggle(true) { $0.onTintColor = .systemBlue },
        ])
        func segmented(_ selected: Int, _ change: (SegmentedControlNode) -> Void = { _ in }) -> SegmentedControlNode {
            let s = SegmentedControlNode(items: ["Day", "Week", "Month"])
            s.selectedSegmentIndex = selected
            change(s)
            return s
        }
        row([segmented(1), segmented(SegmentedControlNode.noSegment)], width: 175)
        row([segmented(0) { $0.isEnabled = false }, segmented(2) { $0.setEnabled(false, forSegmentAt: 0) }], width: 175)
        func slider(_ value: Float, _ change: (SliderNode) -> Void = { _ in }) -> SliderNode {
            let s = SliderNode()
            s.value = value
            change(s)
            return s
        }
        row([slider(0.3), slider(0.7) { $0.isEnabled = false }], width: 175)
        row(
            [
                slider(0.5) {
                    $0.minimumTrackTintColor = .systemOrange; $0.thumbTintColor = .systemYellow
                }
            ], width: 366)
        func field(_ style: TextFieldNode.BorderStyle, text: String?, placeholder: String?, _ change: (TextFieldNode) -> Void = { _ in })
            -> TextFieldNode
        {
            let f = TextFieldNode()
            f.borderStyle = style
            f.text = text
            f.placeholder = placeholder
            change(f)
            return f
        }
        row(
            [
                field(.roundedRect, text: nil, placeholder: "Placeholder"),
                field(.roundedRect, text: "Text", placeholder: nil) { $0.clearButtonMode = .always },
            ], width: 175)
        row(
            [
                field(.line, text: "Line", placeholder: nil), field(.bezel, text: "Bezel", placeholder: nil),
                field(.none, text: "None", placeholder: nil),
            ], width: 112)
        sheet.frame.size.height = y
        return sheet
    }

    @Test("Every control in every state, light")
    func controlsLight() {
        assertSnapshot(of: Self.sheet(dark: false), scale: 2)
    }

    @Test("Every control in every state, dark")
    func controlsDark() {
        assertSnapshot(of: Self.sheet(dark: true), scale: 2)
    }
}
