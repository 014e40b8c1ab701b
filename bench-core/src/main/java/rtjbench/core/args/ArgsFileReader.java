package rtjbench.core.args;

import com.fasterxml.jackson.dataformat.xml.XmlFactory;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * Reads the seed's args file format, safely: no DTD, no external entities, nothing fetched.
 * <pre>{@code
 * <testapp name="rtsj.mcperf.mem.alloc.memalloc">
 *   <arg name="no_of_threads" value="10"> Number of realtime threads </arg>
 * </testapp>
 * }</pre>
 * or a {@code <suite name="...">} holding several {@code <testapp>}s. Structure errors (not well-formed,
 * unknown element, missing attribute, duplicate argument) are refused here, naming file and line; the
 * values are checked later against the benchmark's {@link ArgSpec}s.
 */
public final class ArgsFileReader {
    /** An args file is a few kilobytes; one larger than this is not an args file and is refused unread. */
    public static final int MAX_FILE_BYTES = 1 << 20;

    private final XMLInputFactory factory;

    public ArgsFileReader() {
        factory = new XmlFactory().getXMLInputFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, false);
    }

    public ArgsDocument read(Path file) throws ArgsException {
        try (InputStream in = new Bounded(Files.newInputStream(file), file)) {
            XMLStreamReader xml = factory.createXMLStreamReader(in);
            try {
                return parse(file, xml);
            } finally {
                xml.close();
            }
        } catch (NoSuchFileException e) {
            throw new ArgsException(file + ": no such args file");
        } catch (TooLarge e) {
            throw new ArgsException(e.getMessage(), e);
        } catch (IOException e) {
            throw new ArgsException(file + ": cannot read: " + e.getMessage(), e);
        } catch (XMLStreamException e) {
            if (e.getCause() instanceof TooLarge) {
                throw new ArgsException(e.getCause().getMessage(), e);
            }
            Location at = e.getLocation();
            String where = at != null ? file + ":" + at.getLineNumber() : file.toString();
            throw new ArgsException(where + ": not a well-formed args file: " + firstLine(e.getMessage()), e);
        }
    }

    private ArgsDocument parse(Path file, XMLStreamReader xml) throws XMLStreamException, ArgsException {
        String suiteName = null;
        List<ArgsDocument.TestApp> apps = new ArrayList<>();
        boolean rootSeen = false;
        while (xml.hasNext()) {
            int event = xml.next();
            if (event == XMLStreamConstants.DTD || event == XMLStreamConstants.ENTITY_REFERENCE) {
                throw new ArgsException(
                        where(file, xml) + ": DTDs and entity references are not allowed in args files");
            }
            if (event != XMLStreamConstants.START_ELEMENT) {
                continue;
            }
            if (rootSeen) {
                throw new ArgsException(
                        where(file, xml) + ": unexpected <" + xml.getLocalName() + "> after the document's end");
            }
            rootSeen = true;
            String root = xml.getLocalName();
            if (root.equals("testapp")) {
                apps.add(readTestApp(file, xml));
            } else if (root.equals("suite")) {
                suiteName = optionalAttribute(xml, "name", "suite");
                apps.addAll(readSuite(file, xml));
            } else {
                throw new ArgsException(
                        where(file, xml) + ": the root element must be <testapp> or <suite>, not <" + root + ">");
            }
        }
        if (apps.isEmpty()) {
            throw new ArgsException(file + ": no <testapp> in the file");
        }
        return new ArgsDocument(file, suiteName, apps);
    }

    /** Stops reading past {@link #MAX_FILE_BYTES}, whatever the file is (a pipe, a device) and says why. */
    private static final class Bounded extends FilterInputStream {
        private final Path file;
        private long read;

        Bounded(InputStream in, Path file) {
            super(in);
            this.file = file;
        }

        @Override
        public int read() throws IOException {
            int b = super.read();
            count(b < 0 ? 0 : 1);
            return b;
        }

        @Override
        public int read(byte[] buf, int off, int len) throws IOException {
            int n = super.read(buf, off, len);
            count(Math.max(n, 0));
            return n;
        }

        private void count(int n) throws IOException {
            read += n;
            if (read > MAX_FILE_BYTES) {
                throw new TooLarge(
                        file + ": more than " + (MAX_FILE_BYTES >> 20) + " MiB; an args file is at most that large");
            }
        }
    }

    private static final class TooLarge extends IOException {
        private static final long serialVersionUID = 1L;

        TooLarge(String message) {
            super(message);
        }
    }

    private List<ArgsDocument.TestApp> readSuite(Path file, XMLStreamReader xml)
            throws XMLStreamException, ArgsException {
        List<ArgsDocument.TestApp> apps = new ArrayList<>();
        Map<String, JvmEntry> jvms = new LinkedHashMap<>();
        while (true) {
            int event = xml.next();
            if (event == XMLStreamConstants.END_ELEMENT) {
                List<ArgsDocument.TestApp> withJvms = new ArrayList<>();
                for (ArgsDocument.TestApp app : apps) {
                    withJvms.add(app.withSuiteJvms(jvms));
                }
                return withJvms;
            }
            rejectStrayContent(file, xml, event, "suite");
            if (event == XMLStreamConstants.START_ELEMENT) {
                if (xml.getLocalName().equals("jvm")) {
                    readJvm(file, xml, jvms);
                    continue;
                }
                if (!xml.getLocalName().equals("testapp")) {
                    throw new ArgsException(where(file, xml) + ": <suite> may only hold <testapp> and <jvm> elements,"
                            + " not <" + xml.getLocalName() + ">");
                }
                apps.add(readTestApp(file, xml));
            }
        }
    }

    /** The attributes a {@code <jvm>} may have: a misspelt one would otherwise be dropped without a word. */
    private static final List<String> JVM_ATTRIBUTES = Arrays.asList("name", "java", "options", "aot_cache");

    /** {@code <jvm name=".." java=".." options=".." aot_cache=".."/>}: a VM the {@code jvms} argument may name. */
    private static void readJvm(Path file, XMLStreamReader xml, Map<String, JvmEntry> jvms)
            throws XMLStreamException, ArgsException {
        int line = xml.getLocation().getLineNumber();
        String name = requiredAttribute(file, xml, "name");
        String java = requiredAttribute(file, xml, "java");
        String options = optionalAttribute(xml, "options", "");
        String aotCache = optionalAttribute(xml, "aot_cache", "");
        for (int i = 0; i < xml.getAttributeCount(); i++) {
            String attribute = xml.getAttributeLocalName(i);
            if (!JVM_ATTRIBUTES.contains(attribute)) {
                throw new ArgsException(file + ":" + line + ": <jvm name=\"" + name + "\"> has no attribute '"
                        + attribute + "'; allowed: " + String.join(", ", JVM_ATTRIBUTES));
            }
        }
        try {
            JvmEntry.checkName(name);
        } catch (IllegalArgumentException e) {
            throw new ArgsException(file + ":" + line + ": <jvm name=\"" + name + "\">: " + e.getMessage());
        }
        if (name.trim().isEmpty() || java.trim().isEmpty()) {
            throw new ArgsException(file + ":" + line + ": <jvm> needs a non-empty name and java");
        }
        if (xml.getAttributeValue(null, "aot_cache") != null && aotCache.trim().isEmpty()) {
            throw new ArgsException(file + ":" + line + ": <jvm name=\"" + name + "\"> has an empty aot_cache: give"
                    + " aot_cache=\"" + JvmEntry.AOT_TRAIN
                    + "\" (a cache trained for each point), the path of a cache, or"
                    + " no aot_cache for a VM without one");
        }
        JvmEntry previous = jvms.put(name, new JvmEntry(name, java.trim(), options, aotCache, line));
        if (previous != null) {
            throw new ArgsException(file + ":" + line + ": <jvm name=\"" + name + "\"> is defined twice (first at line "
                    + previous.line() + ")");
        }
        String text = xml.getElementText().trim();
        if (!text.isEmpty()) {
            throw new ArgsException(
                    file + ":" + line + ": <jvm> holds no text; give name, java and options as attributes");
        }
    }

    private ArgsDocument.TestApp readTestApp(Path file, XMLStreamReader xml) throws XMLStreamException, ArgsException {
        int line = xml.getLocation().getLineNumber();
        String name = requiredAttribute(file, xml, "name");
        List<ArgsDocument.Arg> args = new ArrayList<>();
        Map<String, JvmEntry> jvms = new LinkedHashMap<>();
        Map<String, Integer> seen = new HashMap<>();
        while (true) {
            int event = xml.next();
            if (event == XMLStreamConstants.END_ELEMENT) {
                return new ArgsDocument.TestApp(name, line, args, jvms);
            }
            rejectStrayContent(file, xml, event, "testapp");
            if (event == XMLStreamConstants.START_ELEMENT) {
                if (xml.getLocalName().equals("jvm")) {
                    readJvm(file, xml, jvms);
                    continue;
                }
                if (!xml.getLocalName().equals("arg")) {
                    throw new ArgsException(where(file, xml) + ": <testapp> may only hold <arg> and <jvm> elements,"
                            + " not <" + xml.getLocalName() + ">");
                }
                int argLine = xml.getLocation().getLineNumber();
                String argName = requiredAttribute(file, xml, "name");
                String value = requiredAttribute(file, xml, "value");
                String text = xml.getElementText().trim();
                Integer previous = seen.put(argName, argLine);
                if (previous != null) {
                    throw new ArgsException(file + ":" + argLine + ": argument '" + argName + "' of testapp '" + name
                            + "' is given twice (first at line " + previous + ")");
                }
                args.add(new ArgsDocument.Arg(argName, value, text, argLine));
            }
        }
    }

    private static void rejectStrayContent(Path file, XMLStreamReader xml, int event, String parent)
            throws ArgsException {
        if ((event == XMLStreamConstants.CHARACTERS || event == XMLStreamConstants.CDATA) && !xml.isWhiteSpace()) {
            throw new ArgsException(
                    where(file, xml) + ": unexpected text '" + xml.getText().trim() + "' in <" + parent + ">");
        }
        if (event == XMLStreamConstants.ENTITY_REFERENCE) {
            throw new ArgsException(where(file, xml) + ": entity references are not allowed in args files");
        }
    }

    private static String requiredAttribute(Path file, XMLStreamReader xml, String attribute) throws ArgsException {
        String value = xml.getAttributeValue(null, attribute);
        if (value == null) {
            throw new ArgsException(
                    where(file, xml) + ": <" + xml.getLocalName() + "> needs a '" + attribute + "' attribute");
        }
        return value;
    }

    private static String optionalAttribute(XMLStreamReader xml, String attribute, String fallback) {
        String value = xml.getAttributeValue(null, attribute);
        return value == null ? fallback : value;
    }

    private static String where(Path file, XMLStreamReader xml) {
        return file + ":" + xml.getLocation().getLineNumber();
    }

    private static String firstLine(String message) {
        if (message == null) return "";
        int nl = message.indexOf('\n');
        return nl < 0 ? message : message.substring(0, nl);
    }
}
